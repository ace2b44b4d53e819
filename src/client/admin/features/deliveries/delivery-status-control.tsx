import { useState } from 'react';

import {
  canMoveDelivery,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  type DeliveryStatus,
} from '#domain/delivery-status';
import { deliveryProgress } from '#shared/delivery-format';
import type { OrderDelivery } from '#shared/schemas/delivery';
import { useUpdateDeliveryStatus } from '#client/admin/api/update-delivery-status.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { toast } from '#client/components/ui/use-toast.ts';

const field = 'h-8 rounded-md border border-stone-300 bg-white px-2 text-sm';

/** Where the delivery stands, and its next step (a new date goes through the schedule bar). */
export function DeliveryStatusControl({
  orderId,
  delivery,
}: {
  orderId: number;
  delivery: OrderDelivery;
}) {
  const moves = DELIVERY_STATUSES.filter(
    (to) => to !== 'scheduled' && canMoveDelivery(delivery.status, to),
  );
  const [next, setNext] = useState<DeliveryStatus | ''>('');
  const [reason, setReason] = useState('');
  const mutation = useUpdateDeliveryStatus();

  const apply = () => {
    if (!next || next === 'scheduled') return;
    const update = next === 'failed' ? { status: next, reason } : { status: next };
    mutation.mutate(
      { orderId, update },
      {
        onSuccess: () => {
          toast({
            title: 'Delivery updated',
            description: `Order #${orderId}: ${DELIVERY_STATUS_LABELS[next]}.`,
            variant: 'success',
          });
          setNext('');
          setReason('');
        },
        onError: toastFailure({
          title: 'Could not update the delivery',
          fallback: 'Please try again.',
        }),
      },
    );
  };

  return (
    <div className="grid gap-1">
      <span data-testid="delivery-status">{deliveryProgress(delivery)}</span>
      {moves.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5">
          <select
            aria-label={`Next step for order ${orderId}`}
            className={field}
            value={next}
            onChange={(event) => setNext(event.target.value as DeliveryStatus | '')}
          >
            <option value="">Move to…</option>
            {moves.map((to) => (
              <option key={to} value={to}>
                {DELIVERY_STATUS_LABELS[to]}
              </option>
            ))}
          </select>
          {next === 'failed' ? (
            <input
              aria-label={`Why delivery of order ${orderId} failed`}
              className={field}
              placeholder="Reason"
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          ) : null}
          <Button
            size="sm"
            variant="outline"
            className="h-8"
            disabled={!next || (next === 'failed' && !reason.trim()) || mutation.isPending}
            onClick={apply}
          >
            Apply
          </Button>
        </div>
      ) : null}
    </div>
  );
}
