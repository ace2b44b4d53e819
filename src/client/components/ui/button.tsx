import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';

import { cn } from '#client/lib/cn.ts';

const variants = {
  primary: 'bg-forest-700 text-white shadow-sm hover:bg-forest-800 active:bg-forest-900',
  accent: 'bg-wood-500 text-white shadow-sm hover:bg-wood-600 active:bg-wood-700',
  outline:
    'border border-stone-300 bg-white text-stone-800 shadow-sm hover:border-stone-400 hover:bg-stone-50',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  inverse: 'bg-white text-forest-900 shadow-sm hover:bg-forest-50',
  'outline-inverse': 'border border-white/50 text-white hover:border-white hover:bg-white/10',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof variants;

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a Link) with button styling instead of a <button>. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      // Default to type="button" so a button never submits a form by accident.
      type={asChild ? type : (type ?? 'button')}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-55',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
