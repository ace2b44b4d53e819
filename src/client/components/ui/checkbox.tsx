import { useEffect, useRef, type ComponentProps } from 'react';

import { cn } from '#client/lib/cn.ts';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> {
  /** 'indeterminate' for a box that stands for some of several (select all). */
  checked?: boolean | 'indeterminate';
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * The browser's own checkbox in the shop's colour: keyboard, forms and screen readers work as
 * everywhere else, and no script is downloaded for it. Pair it with a <label htmlFor>.
 */
export function Checkbox({ checked, onCheckedChange, className, ref, ...props }: CheckboxProps) {
  const own = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (own.current) own.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <input
      type="checkbox"
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      checked={checked === true}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      className={cn(
        'peer size-5 shrink-0 cursor-pointer accent-forest-700 aria-invalid:outline-2 aria-invalid:outline-red-600 disabled:cursor-not-allowed disabled:opacity-55',
        className,
      )}
      {...props}
    />
  );
}
