import type { ComponentProps } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';

import { cn } from '#client/lib/cn.ts';

/** A Radix checkbox (a real role="checkbox" button); pair it with a <Label htmlFor>. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded border-2 border-stone-400 bg-white transition-colors hover:border-forest-600 aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:opacity-55 data-[state=checked]:border-forest-700 data-[state=checked]:bg-forest-700',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="text-white">
        <Check aria-hidden strokeWidth={3} className="size-3.5" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
