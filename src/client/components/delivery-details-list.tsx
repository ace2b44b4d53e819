import { deliveryDetailRows } from '#shared/delivery-format';
import type { OrderDelivery } from '#shared/schemas/delivery';

/**
 * What the customer said about reaching them, the day they booked first; nothing at all when
 * they said nothing. `booked` leaves out the booked day and the earliest date once a date is
 * scheduled (the customer's own view: the timeline states it).
 */
export function DeliveryDetailsList({
  delivery,
  booked = false,
}: {
  delivery: OrderDelivery | undefined;
  booked?: boolean;
}) {
  const rows = delivery ? deliveryDetailRows(delivery, { booked }) : [];
  if (rows.length === 0) return null;
  return (
    <dl data-testid="delivery-details" className="grid gap-1.5 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
          <dt className="text-stone-500">{row.label}</dt>
          <dd className="break-words whitespace-pre-line text-stone-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
