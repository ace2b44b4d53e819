import type { ReactNode } from 'react';

import { cn } from '#client/lib/cn.ts';

const tones = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  success: 'bg-forest-50 text-forest-800 ring-forest-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-300',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small status label; the words carry the meaning, the colour only helps. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
