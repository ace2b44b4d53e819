import { isBeforeEarliestDate } from '#domain/delivery-constraints';
import { formatDeliveryDate } from '#shared/delivery-format';
import type { DeliveryStop } from '#shared/schemas/delivery';
import { DELIVERY_FORM_LABELS, LORRY_LIMIT_LABELS } from '#shared/delivery-options';
import { denseTable } from '#client/admin/components/dense-table.ts';
import { DeliveryStatusControl } from '#client/admin/features/deliveries/delivery-status-control.tsx';
import { LorryFlag } from '#client/admin/features/deliveries/lorry-flag.tsx';
import { cn } from '#client/lib/cn.ts';

interface DeliveryDropsTableProps {
  caption: string;
  drops: DeliveryStop[];
  selected: ReadonlyMap<number, DeliveryStop>;
  onToggle: (drops: DeliveryStop[], on: boolean) => void;
}

/** The drops of one postcode area on one day, each selectable and with its next step. */
export function DeliveryDropsTable({
  caption,
  drops,
  selected,
  onToggle,
}: DeliveryDropsTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className={cn(denseTable, 'cards-on-phone w-full text-left sm:min-w-[54rem]')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-stone-500">
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Postcode</th>
            <th scope="col">Tonnes</th>
            <th scope="col">Form</th>
            <th scope="col">Lorry</th>
            <th scope="col">Earliest/Booked</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {drops.map((drop) => (
            <tr key={drop.orderId} className="border-t border-stone-100 align-top">
              <th scope="row" className="font-semibold whitespace-nowrap">
                <span className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-forest-700"
                    aria-label={`Select order ${drop.orderId}`}
                    checked={selected.has(drop.orderId)}
                    onChange={(event) => onToggle([drop], event.target.checked)}
                  />
                  #{drop.orderId}
                </span>
              </th>
              <td data-label="Customer">{drop.name}</td>
              <td data-label="Postcode">{drop.postcode}</td>
              <td data-label="Tonnes">{drop.quantity}</td>
              <td data-label="Form">
                {drop.delivery.form ? DELIVERY_FORM_LABELS[drop.delivery.form] : '—'}
                {drop.delivery.hoseMetres !== null ? `, ${drop.delivery.hoseMetres} m hose` : ''}
              </td>
              <td data-label="Lorry">
                {drop.delivery.lorryLimit ? LORRY_LIMIT_LABELS[drop.delivery.lorryLimit] : '—'}
                <LorryFlag stop={drop} />
              </td>
              <td data-label="Earliest/Booked">
                <AskedDay drop={drop} />
              </td>
              <td data-label="Status">
                <DeliveryStatusControl orderId={drop.orderId} delivery={drop.delivery} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The day the customer asked for: the day booked on a round (which stands in for an
 * earliest date), else their earliest date; and the business's reason for another day.
 */
function AskedDay({ drop }: { drop: DeliveryStop }) {
  const { bookedDate, earliestDate, date } = drop.delivery;
  const early = date !== null && isBeforeEarliestDate(date, earliestDate);
  return (
    <>
      {bookedDate ? (
        <span className="block">
          Booked <span data-testid="drop-booked-day">{formatDeliveryDate(bookedDate)}</span>
        </span>
      ) : null}
      {earliestDate && !bookedDate ? (
        <span className="block">No earlier than {formatDeliveryDate(earliestDate)}</span>
      ) : null}
      {!bookedDate && !earliestDate ? '—' : null}
      {drop.earlyReason ? (
        <span data-testid="early-reason" className="mt-0.5 block text-amber-800">
          {early ? 'Booked earlier' : 'Day changed'}: {drop.earlyReason}
        </span>
      ) : null}
    </>
  );
}
