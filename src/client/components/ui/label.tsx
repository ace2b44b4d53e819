import type { ComponentProps } from 'react';

import { cn } from '#client/lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('mb-1.5 block text-sm font-semibold text-stone-800', className)}
      {...props}
    />
  );
}
