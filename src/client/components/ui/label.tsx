import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';

import { cn } from '#client/lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn('mb-1.5 block text-sm font-semibold text-stone-800', className)}
      {...props}
    />
  );
}
