import { Download } from 'lucide-react';

import { NOT_DELIVERED_REASON_LABELS } from '#domain/delivery-proof';
import type { Order } from '#shared/schemas/orders';
import { formatDateTime } from '#client/admin/components/format.ts';
import {
  deliveryNoteUrl,
  useDeliveryOutcome,
} from '#client/admin/features/orders/api/get-delivery-outcome.ts';
import { OrderViewCard } from '#client/admin/features/orders/order-view-card.tsx';

/**
 * How the order's last drop was closed: the weighbridge ticket's weight and the delivery note,
 * or why it was not delivered and the charge billed. Nothing while no drop has been recorded.
 */
export function DropCard({ order }: { order: Order }) {
  const recorded = ['delivered', 'failed'].includes(order.delivery.status);
  const { data } = useDeliveryOutcome(order.id, recorded);
  const outcome = data?.outcome;
  if (!recorded || !outcome) return null;
  return (
    <OrderViewCard id="order-view-drop" title="Drop">
      {outcome.outcome === 'delivered' ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <div>
            <div className="font-medium text-stone-900">
              Delivered {outcome.deliveredTonnes} t · ticket {outcome.ticketNumber}
            </div>
            <div className="text-xs text-stone-500">
              {formatDateTime(outcome.at)} · billed for {outcome.billedTonnes} t
            </div>
          </div>
          <a
            href={deliveryNoteUrl(order.id)}
            download
            className="inline-flex items-center gap-1.5 rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-sm font-medium text-stone-700 shadow-xs hover:bg-stone-50"
          >
            <Download aria-hidden className="size-4" />
            Delivery note (PDF)
          </a>
        </div>
      ) : (
        <div className="text-sm">
          <div className="font-medium text-stone-900">
            Not delivered: {outcome.reason ? NOT_DELIVERED_REASON_LABELS[outcome.reason] : ''}
            {outcome.note ? ` (${outcome.note})` : ''}
          </div>
          <div className="text-xs text-stone-500">
            {formatDateTime(outcome.at)} ·{' '}
            {outcome.charge ? `aborted-delivery charge £${outcome.charge} billed` : 'no charge'}
          </div>
        </div>
      )}
    </OrderViewCard>
  );
}
