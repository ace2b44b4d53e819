import type { ComponentProps } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';

import { cn } from '#client/lib/cn.ts';

/** An on/off switch (role="switch"); pair it with a <Label htmlFor>. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-stone-300 transition-colors disabled:cursor-not-allowed disabled:opacity-55 data-[state=checked]:bg-forest-700',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </SwitchPrimitive.Root>
  );
}
