import { AlertTriangle, Printer } from 'lucide-react';

import { formatDeliveryDate } from '#shared/delivery-format';
import {
  DELIVERY_FORM_LABELS,
  LORRY_LIMIT_LABELS,
  type DeliveryDayGroup,
} from '#shared/schemas/delivery';
import { DeliveryStatusControl } from '#client/admin/features/deliveries/delivery-status-control.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

interface DeliveryDayProps {
  day: DeliveryDayGroup;
  capacityTonnes: number;
  selected: ReadonlySet<number>;
  onToggle: (orderIds: number[], on: boolean) => void;
  /** Opens the day's dispatch sheet; null for the orders still to be scheduled. */
  onPrint: (() => void) | null;
}

/** One day of lorry runs (or the orders still to be scheduled), by postcode area. */
export function DeliveryDay({
  day,
  capacityTonnes,
  selected,
  onToggle,
  onPrint,
}: DeliveryDayProps) {
  const title = day.date ? formatDeliveryDate(day.date) : 'To be scheduled';
  const headingId = `deliveries-${day.date ?? 'unscheduled'}`;
  const ids = day.areas.flatMap((area) => area.stops.map((stop) => stop.orderId));
  const allSelected = ids.every((id) => selected.has(id));
  return (
    <section
      aria-labelledby={headingId}
      data-testid="delivery-day"
      className="min-w-0 rounded-xl border border-stone-200 bg-white"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <div>
          <h3 id={headingId} className="font-bold text-stone-900">
            {title}
          </h3>
          <p
            className={cn(
              'text-sm',
              day.overCapacity ? 'font-semibold text-red-700' : 'text-stone-600',
            )}
          >
            {day.tonnes} t{day.date ? ` of ${capacityTonnes} t lorry capacity` : ' waiting'}
            {day.overCapacity ? (
              <span role="note" className="ml-2 inline-flex items-center gap-1">
                <AlertTriangle aria-hidden className="size-4" /> Over capacity by{' '}
                {day.tonnes - capacityTonnes} t
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex gap-2">
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-forest-700"
              checked={allSelected}
              onChange={(event) => onToggle(ids, event.target.checked)}
            />
            Select all {ids.length}
          </label>
          {onPrint ? (
            <Button size="sm" variant="outline" onClick={onPrint}>
              <Printer aria-hidden className="size-4" /> Dispatch sheet
            </Button>
          ) : null}
        </div>
      </header>
      {day.areas.map((area) => (
        <div key={area.area} className="px-4 py-3">
          <h4 className="text-sm font-semibold text-stone-700">
            {area.area} <span className="font-normal text-stone-500">· {area.tonnes} t</span>
          </h4>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[48rem] text-left text-sm [&_td]:pr-3 [&_th]:pr-3">
              <caption className="sr-only">
                {title}, postcode area {area.area}
              </caption>
              <thead className="text-xs text-stone-500">
                <tr>
                  <th scope="col" className="w-8 py-1">
                    <span className="sr-only">Select</span>
                  </th>
                  <th scope="col" className="py-1">
                    Order
                  </th>
                  <th scope="col" className="py-1">
                    Customer
                  </th>
                  <th scope="col" className="py-1">
                    Postcode
                  </th>
                  <th scope="col" className="py-1">
                    Tonnes
                  </th>
                  <th scope="col" className="py-1">
                    Form
                  </th>
                  <th scope="col" className="py-1">
                    Lorry
                  </th>
                  <th scope="col" className="py-1">
                    Earliest
                  </th>
                  <th scope="col" className="py-1">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {area.stops.map((stop) => (
                  <tr key={stop.orderId} className="border-t border-stone-100 align-top">
                    <td className="py-1.5">
                      <input
                        type="checkbox"
                        className="size-4 accent-forest-700"
                        aria-label={`Select order ${stop.orderId}`}
                        checked={selected.has(stop.orderId)}
                        onChange={(event) => onToggle([stop.orderId], event.target.checked)}
                      />
                    </td>
                    <td className="py-1.5 font-semibold">#{stop.orderId}</td>
                    <td className="py-1.5">{stop.name}</td>
                    <td className="py-1.5">{stop.postcode}</td>
                    <td className="py-1.5">{stop.quantity}</td>
                    <td className="py-1.5">
                      {stop.delivery.form ? DELIVERY_FORM_LABELS[stop.delivery.form] : '—'}
                      {stop.delivery.hoseMetres !== null
                        ? `, ${stop.delivery.hoseMetres} m hose`
                        : ''}
                    </td>
                    <td className="py-1.5">
                      {stop.delivery.lorryLimit
                        ? LORRY_LIMIT_LABELS[stop.delivery.lorryLimit]
                        : '—'}
                    </td>
                    <td className="py-1.5">
                      {stop.delivery.earliestDate
                        ? formatDeliveryDate(stop.delivery.earliestDate)
                        : '—'}
                    </td>
                    <td className="py-1.5">
                      <DeliveryStatusControl orderId={stop.orderId} delivery={stop.delivery} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </section>
  );
}
