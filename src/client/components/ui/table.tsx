import type { ComponentProps } from 'react';

import { cn } from '#client/lib/cn.ts';

/**
 * A data table in a container that scrolls sideways when the screen is narrower than the
 * table, so a phone never scrolls the whole page. The container is focusable for keyboard
 * scrolling and takes the table's accessible name.
 */
export function Table({ className, label, ...props }: ComponentProps<'table'> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-stone-200 bg-white"
    >
      <table
        aria-label={label}
        className={cn('w-full border-collapse text-left text-sm sm:text-base', className)}
        {...props}
      />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-stone-100 text-stone-700', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-stone-200', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('even:bg-stone-50/70', className)} {...props} />;
}

/** A header cell; `scope` is required so screen readers tie every cell to its header. */
export function TableHeaderCell({
  className,
  scope,
  ...props
}: ComponentProps<'th'> & { scope: 'col' | 'row' }) {
  return (
    <th
      scope={scope}
      className={cn(
        'px-3 py-3 align-top font-semibold sm:px-4',
        scope === 'col' ? 'text-sm' : 'text-stone-900',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-top text-stone-700 sm:px-4', className)} {...props} />;
}
