import type { ComponentProps } from 'react';

import { cn } from '#client/lib/cn.ts';

/** A small square button showing only an icon; `label` is its accessible name and tooltip. */
export function IconButton({
  label,
  className,
  type = 'button',
  ...props
}: Omit<ComponentProps<'button'>, 'aria-label'> & { label: string }) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md border border-stone-300 bg-white text-stone-700 shadow-xs transition-colors hover:border-stone-400 hover:bg-stone-50 hover:text-stone-900 disabled:cursor-not-allowed disabled:opacity-55',
        className,
      )}
      {...props}
    />
  );
}
