import { useState } from 'react';

import type { Order, OrderStatus } from '#shared/schemas/orders';
import { useUpdateOrderStatus } from '#client/admin/api/update-order-status.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import {
  CancelRefundConfirm,
  cancelRefundQuestion,
  refundIfCancelled,
} from '#client/admin/features/orders/cancel-refund-confirm.tsx';
import {
  OrderStatusOptions,
  toOrderStatus,
} from '#client/admin/features/orders/order-status-options.tsx';
import { ORDER_STATUS_DOTS } from '#client/admin/features/orders/order-status.ts';
import { Select, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';

/** The order's status as a dropdown: choosing another one saves it straight away. */
export function OrderStatusSelect({ order }: { order: Order }) {
  const mutation = useUpdateOrderStatus();
  // Cancelling an order that holds money asks first: it leaves a refund owed.
  const [confirming, setConfirming] = useState(false);
  // Show the chosen status while it saves; the list refetch then confirms it.
  const status = mutation.isPending ? mutation.variables.status : order.status;

  const save = (value: OrderStatus) =>
    mutation.mutate(
      { orderId: order.id, status: value },
      {
        onSuccess: (answer) =>
          toast({
            title: adminMessages.statusUpdated,
            description: answer.notice ?? `Order #${order.id} is now ${value}.`,
            variant: answer.notice ? 'default' : 'success',
          }),
        onError: toastFailure(adminMessages.statusFailed),
      },
    );

  const change = (chosen: string) => {
    const value = toOrderStatus(chosen);
    if (!value || value === order.status) return;
    if (value === 'cancelled' && refundIfCancelled(order) > 0) setConfirming(true);
    else save(value);
  };

  return (
    <>
      <Select value={status} onValueChange={change} disabled={mutation.isPending}>
        <SelectTrigger size="sm" aria-label={`Status of order ${order.id}`} className="w-36">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden className={cn('size-2 rounded-full', ORDER_STATUS_DOTS[status])} />
            <SelectValue />
          </span>
        </SelectTrigger>
        <OrderStatusOptions />
      </Select>
      {confirming ? (
        <CancelRefundConfirm
          question={cancelRefundQuestion([order])}
          onConfirm={() => save('cancelled')}
          onOpenChange={setConfirming}
        />
      ) : null}
    </>
  );
}
