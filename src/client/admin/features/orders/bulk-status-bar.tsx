import { useState } from 'react';

import { uninvoicedNotice } from '#shared/schemas/invoices';
import type { OrderStatusAnswer } from '#shared/schemas/order-edit';
import type { Order, OrderStatus } from '#shared/schemas/orders';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { useUpdateOrderStatuses } from '#client/admin/api/update-order-status.ts';
import {
  CancelRefundConfirm,
  cancelRefundQuestion,
  refundIfCancelled,
} from '#client/admin/features/orders/cancel-refund-confirm.tsx';
import {
  OrderStatusOptions,
  toOrderStatus,
} from '#client/admin/features/orders/order-status-options.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { toast } from '#client/components/ui/use-toast.ts';

const ordersCount = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** The toast's text: how many changed, and which confirmed orders got no invoice, and why. */
export function bulkStatusMessage(answers: readonly OrderStatusAnswer[], status: OrderStatus) {
  const uninvoiced = answers.filter((a) => a.notice !== null).map((a) => a.id);
  if (uninvoiced.length === 0) return `${ordersCount(answers.length)} now ${status}.`;
  if (uninvoiced.length === answers.length) return uninvoicedNotice(uninvoiced);
  return `${ordersCount(answers.length)} now ${status}. ${uninvoicedNotice(uninvoiced)}`;
}

/** The chosen orders to one status in one action; all change or none does. */
export function BulkStatusBar({
  orderIds,
  orders = [],
  onDone,
}: {
  orderIds: number[];
  /** The chosen orders this page knows: those holding money are named before a cancellation. */
  orders?: readonly Order[];
  onDone: () => void;
}) {
  const mutation = useUpdateOrderStatuses();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const holding = orders.filter((order) => refundIfCancelled(order) > 0);

  const ask = () => {
    if (status === 'cancelled' && holding.length > 0) setConfirming(true);
    else apply();
  };

  const apply = () => {
    if (!status) return;
    mutation.mutate(
      { orderIds, status },
      {
        onSuccess: (answers) => {
          const noInvoice = answers.some((a) => a.notice !== null);
          toast({
            title: adminMessages.statusUpdated,
            description: bulkStatusMessage(answers, status),
            variant: noInvoice ? 'default' : 'success',
          });
          setStatus('');
          onDone();
        },
        onError: toastFailure(adminMessages.statusFailed),
      },
    );
  };

  return (
    <section
      aria-label="Change the chosen orders"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-forest-200 bg-forest-50 p-3"
    >
      <p className="self-center text-sm font-medium text-stone-900" role="status">
        {ordersCount(orderIds.length)} selected
      </p>
      <div className="grid gap-1">
        <Label htmlFor="orders-bulk-status">New status</Label>
        <Select value={status} onValueChange={(value) => setStatus(toOrderStatus(value) ?? '')}>
          <SelectTrigger id="orders-bulk-status" size="sm" className="w-40">
            <SelectValue placeholder="Choose a status" />
          </SelectTrigger>
          <OrderStatusOptions />
        </Select>
      </div>
      <Button size="sm" disabled={!status || mutation.isPending} onClick={ask}>
        {mutation.isPending ? 'Changing…' : `Change ${ordersCount(orderIds.length)}`}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
      {confirming ? (
        <CancelRefundConfirm
          question={cancelRefundQuestion(holding)}
          onConfirm={apply}
          onOpenChange={setConfirming}
        />
      ) : null}
    </section>
  );
}
