import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

import { cn } from '#client/lib/cn.ts';

interface AuthCardProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Register has more fields side by side; the other forms stay narrow. */
  wide?: boolean;
  /** Below the card: links to the other account screens. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in screens: one centred card with the page's h1. */
export function AuthCard({
  icon: Icon,
  title,
  description,
  wide,
  footer,
  children,
}: AuthCardProps) {
  return (
    <div
      className={cn('mx-auto w-full px-4 py-10 sm:px-6 sm:py-16', wide ? 'max-w-2xl' : 'max-w-md')}
    >
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-forest-100 text-forest-800">
            <Icon aria-hidden className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
          {description ? <div className="mt-2 text-stone-600">{description}</div> : null}
        </div>
        <div className="mt-8">{children}</div>
      </div>
      {footer ? <div className="mt-6 grid gap-3 text-center text-stone-600">{footer}</div> : null}
    </div>
  );
}
