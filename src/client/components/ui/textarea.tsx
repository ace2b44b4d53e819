import type { ComponentProps } from 'react';

import { cn } from '#client/lib/cn.ts';

/** A multi-line text field styled like <Input>. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block min-h-36 w-full rounded-lg border border-stone-300 bg-white px-3.5 py-3 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-400 hover:border-stone-400 focus-visible:border-forest-600 aria-invalid:border-red-600 disabled:bg-stone-100',
        className,
      )}
      {...props}
    />
  );
}
