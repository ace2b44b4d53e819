import type { ReactNode } from 'react';

import { cn } from '#client/lib/cn.ts';

/** One part of an order's view: a titled card, named for screen readers by its heading. */
export function OrderViewCard({
  id,
  title,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-xl border border-stone-200 bg-white p-4', className)}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-sm font-bold text-stone-900">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Label and value rows; `emphasis` marks a total line. */
export function FactList({
  rows,
}: {
  rows: { label: string; value: ReactNode; emphasis?: boolean }[];
}) {
  return (
    <dl className="grid gap-1.5 text-sm">
      {rows.map((row) => (
        <div
          key={row.label}
          className={cn(
            'grid grid-cols-[8rem_minmax(0,1fr)] gap-3 sm:grid-cols-[9rem_minmax(0,1fr)]',
            row.emphasis && 'border-t border-stone-200 pt-1.5 font-semibold',
          )}
        >
          <dt className="text-stone-500">{row.label}</dt>
          <dd className="[overflow-wrap:anywhere] text-stone-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A quiet line for a part with nothing to show yet. */
export function Nothing({ children }: { children: ReactNode }) {
  return <p className="text-sm text-stone-500">{children}</p>;
}
