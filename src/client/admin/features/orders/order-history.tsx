import { History } from 'lucide-react';

import type { OrderEvent } from '#shared/schemas/admin';
import { formatDateTime } from '#client/admin/components/format.ts';

/** The order's history from its events: when, who, and what changed, oldest first. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  return (
    <section
      aria-labelledby="order-history-heading"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h3
        id="order-history-heading"
        className="flex items-center gap-2 text-sm font-bold text-stone-900"
      >
        <History aria-hidden className="size-4 text-stone-500" />
        History
      </h3>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-stone-500">No changes recorded yet.</p>
      ) : (
        <ol className="mt-3 grid gap-2 text-sm">
          {events.map((event) => (
            <li key={event.id} className="grid gap-x-3 sm:grid-cols-[9.5rem_minmax(0,1fr)]">
              <time dateTime={event.createdAt} className="text-stone-500 tabular-nums">
                {formatDateTime(event.createdAt)}
              </time>
              <span className="[overflow-wrap:anywhere] text-stone-800">
                {event.description}{' '}
                <span className="text-stone-500">by {event.by ?? event.actor}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
