import type { ComponentProps } from 'react';

import { cn } from '#client/lib/cn.ts';

const variants = {
  primary: 'bg-forest-700 text-white shadow-sm hover:bg-forest-800 active:bg-forest-900',
  accent: 'bg-wood-700 text-white shadow-sm hover:bg-wood-800 active:bg-wood-900',
  outline:
    'border border-stone-300 bg-white text-stone-800 shadow-sm hover:border-stone-400 hover:bg-stone-50',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  'outline-inverse': 'border border-white/50 text-white hover:border-white hover:bg-white/10',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/**
 * Button styling as a class string, so links that look like buttons (<Link className=...>)
 * share it without a Slot component in the bundle.
 */
export function buttonClassName({ variant = 'primary', size = 'md' }: ButtonStyle = {}): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-55',
    variants[variant],
    sizes[size],
  );
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  // type="button" by default so a button never submits a form by accident.
  return (
    <button type={type} className={cn(buttonClassName({ variant, size }), className)} {...props} />
  );
}
