import { useEffect, useRef } from 'react';

import { addTonnes } from '#domain/delivery-plan';
import { formatGBP, parsePounds } from '#domain/money';
import { site } from '#shared/site';
import { deliveryWhen, formatDeliveryDate } from '#shared/delivery-format';
import type { DeliveriesQuery, DeliveryStop } from '#shared/schemas/delivery';
import { DELIVERY_FORM_LABELS, LORRY_LIMIT_LABELS } from '#shared/delivery-options';
import { useDeliveryDrops } from '#client/admin/api/get-deliveries.ts';
import { LorryFlag, LorryLimitCount } from '#client/admin/features/deliveries/lorry-flag.tsx';
import { formatPounds } from '#client/admin/components/format.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

interface DispatchSheetProps {
  date: string;
  /** The board's filters: the sheet lists the drops the planner sees. */
  filters: DeliveriesQuery;
  onClose: () => void;
}

const totalTonnes = (drops: DeliveryStop[]) =>
  drops.reduce((sum, drop) => addTonnes(sum, drop.quantity), 0);

const totalToCollect = (drops: DeliveryStop[]) =>
  drops.reduce((sum, drop) => sum + parsePounds(drop.toCollect), 0);

/** The balance due to take at the door, or that there is nothing to take. */
function ToCollect({ pounds }: { pounds: string }) {
  if (parsePounds(pounds) === 0) return <>Paid</>;
  return <strong className="font-bold text-stone-900">{formatPounds(pounds)}</strong>;
}

const DRIVER_BOXES = ['Delivered (t)', 'Ticket number', 'Signature'] as const;

/** Empty boxes the driver fills in by hand at the drop; on paper, so nothing to type into. */
function DriverBoxes({ orderId }: { orderId: number }) {
  return (
    <div
      role="group"
      aria-label={`For the driver: order #${orderId}`}
      className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-[8rem_10rem_minmax(0,1fr)]"
    >
      {DRIVER_BOXES.map((box) => (
        <div
          key={box}
          className={cn(
            'flex h-14 flex-col rounded border border-stone-400 px-2 py-1 text-xs text-stone-600',
            box === 'Signature' && 'col-span-2 sm:col-span-1',
          )}
        >
          {box}
        </div>
      ))}
    </div>
  );
}

/** The driver's sheet for one day: one block per drop, printed on its own (admin.css). */
export function DispatchSheet({ date, filters, onClose }: DispatchSheetProps) {
  const day = useDeliveryDrops({ ...filters, date });
  const heading = useRef<HTMLHeadingElement>(null);
  // The sheet opens below the board: take the planner (and a screen reader) to it.
  useEffect(() => {
    heading.current?.focus();
  }, [date]);
  const stops = day.data?.drops ?? [];
  return (
    <section
      aria-label="Dispatch sheet"
      className="dispatch-sheet rounded-xl border border-stone-300 bg-white p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-stone-900">
            Dispatch sheet: {formatDeliveryDate(date)}
          </h3>
          {day.data ? (
            <p className="text-sm text-stone-600">
              {stops.length} drop{stops.length === 1 ? '' : 's'}, {totalTonnes(stops)} t ·{' '}
              {formatGBP(totalToCollect(stops))} to collect · {site.tradingName}
            </p>
          ) : null}
        </div>
        <div className="flex gap-2 print:hidden">
          <Button size="sm" disabled={!day.data} onClick={() => window.print()}>
            Print
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      {day.isPending ? (
        <p role="status" className="mt-4 text-sm text-stone-500">
          Loading the day's drops…
        </p>
      ) : null}
      {day.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-2 text-sm text-red-700">
          Could not load the day's drops: {day.error.message}
          <Button size="sm" variant="outline" onClick={() => void day.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      <div className="mt-2">
        <LorryLimitCount count={stops.filter((stop) => stop.overLorryLimit).length} />
      </div>
      <ol className="mt-4 grid gap-3">
        {stops.map((stop, index) => (
          <li key={stop.orderId} className="dispatch-drop rounded-lg border border-stone-300 p-3">
            <h4 className="font-bold">
              Drop {index + 1}: order #{stop.orderId} · {stop.quantity} t
              {stop.delivery.date
                ? ` · ${deliveryWhen(stop.delivery.date, stop.delivery.slot)}`
                : ''}
            </h4>
            <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-stone-500">Customer</dt>
              <dd>
                {stop.name}
                {stop.companyName ? `, ${stop.companyName}` : ''}
              </dd>
              <dt className="text-stone-500">Address</dt>
              <dd>
                {[stop.addressLine1, stop.addressLine2, stop.city, stop.postcode]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
              <dt className="text-stone-500">Phone</dt>
              <dd>{stop.phone}</dd>
              <dt className="text-stone-500">Form</dt>
              <dd>{stop.delivery.form ? DELIVERY_FORM_LABELS[stop.delivery.form] : 'Not said'}</dd>
              <dt className="text-stone-500">Lorry limit</dt>
              <dd>
                {stop.delivery.lorryLimit
                  ? LORRY_LIMIT_LABELS[stop.delivery.lorryLimit]
                  : 'Not said'}
                <LorryFlag stop={stop} />
              </dd>
              {stop.earlyReason && stop.delivery.earliestDate ? (
                <>
                  <dt className="text-stone-500">Early delivery</dt>
                  <dd data-testid="early-reason">
                    Customer asked for no earlier than{' '}
                    {formatDeliveryDate(stop.delivery.earliestDate)}. Reason: {stop.earlyReason}
                  </dd>
                </>
              ) : null}
              <dt className="text-stone-500">Hose distance</dt>
              <dd>{stop.delivery.hoseMetres !== null ? `${stop.delivery.hoseMetres} m` : '—'}</dd>
              <dt className="text-stone-500">Access notes</dt>
              <dd className="whitespace-pre-line">{stop.delivery.accessNotes ?? '—'}</dd>
              <dt className="text-stone-500">To collect</dt>
              <dd data-testid="to-collect">
                <ToCollect pounds={stop.toCollect} />
              </dd>
            </dl>
            <DriverBoxes orderId={stop.orderId} />
          </li>
        ))}
      </ol>
    </section>
  );
}
