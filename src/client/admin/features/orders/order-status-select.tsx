import { useState } from 'react';

import { ORDER_STATUSES, type Order, type OrderStatus } from '#shared/schemas/orders';
import { useUpdateOrderStatus } from '#client/admin/api/update-order-status.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import {
  CancelRefundConfirm,
  cancelRefundQuestion,
  refundIfCancelled,
} from '#client/admin/features/orders/cancel-refund-confirm.tsx';
import { ORDER_STATUS_DOTS } from '#client/admin/features/orders/order-status.ts';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

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
        onError: (err) =>
          toast({
            title: adminMessages.statusFailed.title,
            description: errorMessage(err, adminMessages.statusFailed.fallback),
            variant: 'destructive',
          }),
      },
    );

  const change = (value: string) => {
    if (!isOrderStatus(value) || value === order.status) return;
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
        <SelectContent>
          {ORDER_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {value}
            </SelectItem>
          ))}
        </SelectContent>
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
