import { DELIVERY_STATUS_LABELS, type DeliveryStatus } from '#domain/delivery-status';
import type { Order } from '#shared/schemas/orders';
import { Badge, type BadgeTone } from '#client/admin/components/badge.tsx';
import { formatDeliveryDay } from '#client/admin/features/orders/delivery-day.ts';

const TONES: Record<DeliveryStatus, BadgeTone> = {
  to_be_scheduled: 'warning',
  scheduled: 'info',
  out_for_delivery: 'info',
  delivered: 'success',
  failed: 'danger',
};

/** A confirmed order's delivery status; a pending or cancelled order's is not planned. */
export function DeliveryStatusBadge({ order }: { order: Order }) {
  if (order.status !== 'confirmed')
    return <span className="text-sm text-stone-500">Not planned</span>;
  return (
    <Badge tone={TONES[order.delivery.status]}>
      {DELIVERY_STATUS_LABELS[order.delivery.status]}
    </Badge>
  );
}

/**
 * The delivery status over its scheduled day ("Thu 10 Sep, am"), for the orders table; before
 * it is scheduled, the day the customer booked ("Booked Sat 28 Nov").
 */
export function DeliveryCell({ order }: { order: Order }) {
  const { date, slot, bookedDate } = order.delivery;
  return (
    <div className="flex flex-col items-start gap-0.5">
      <DeliveryStatusBadge order={order} />
      {order.status === 'confirmed' && date ? (
        <time dateTime={date} className="text-xs whitespace-nowrap text-stone-600 tabular-nums">
          {formatDeliveryDay(date)}
          {slot ? `, ${slot}` : ''}
        </time>
      ) : null}
      {order.status !== 'cancelled' && !date && bookedDate ? (
        <span data-testid="booked-day" className="text-xs whitespace-nowrap text-stone-600">
          Booked <time dateTime={bookedDate}>{formatDeliveryDay(bookedDate)}</time>
        </span>
      ) : null}
    </div>
  );
}
