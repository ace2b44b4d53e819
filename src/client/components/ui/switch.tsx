import type { ComponentProps } from 'react';

import { cn } from '#client/lib/cn.ts';

interface SwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'role' | 'onChange'> {
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An on/off switch: the browser's own checkbox with role="switch", drawn as a track and thumb,
 * so it needs no script of its own. Pair it with a <label htmlFor>.
 */
export function Switch({ onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <input
      type="checkbox"
      role="switch"
      aria-checked={props.checked}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      className={cn(
        'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-300 transition-colors checked:bg-forest-700 disabled:cursor-not-allowed disabled:opacity-55',
        'before:pointer-events-none before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow-sm before:transition-transform checked:before:translate-x-5',
        className,
      )}
      {...props}
    />
  );
}
