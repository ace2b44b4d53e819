import type { ReactNode } from 'react';

import { cn } from '#client/lib/cn.ts';

/** An inline error announced to screen readers as soon as it appears. */
export function FieldError({
  id,
  children,
  className,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={cn('mt-2 text-sm font-medium text-red-700', className)}>
      {children}
    </p>
  );
}
