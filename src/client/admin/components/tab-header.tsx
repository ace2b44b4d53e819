import type { ReactNode } from 'react';

/** The heading of a dashboard tab, a line about it, and its actions on the right. */
export function TabHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="text-lg font-bold text-stone-900">{title}</h2>
        <p className="mt-0.5 text-sm text-stone-600">{description}</p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
