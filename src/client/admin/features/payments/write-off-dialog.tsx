import { useQueryClient } from '@tanstack/react-query';

import { orderBalance } from '#domain/ledger';
import { formatGBP, penceToPounds } from '#domain/money';
import * as endpoints from '#shared/api/ledger';
import type { EndpointInput } from '#shared/api/endpoint';
import type { LedgerOrder } from '#shared/schemas/ledger';
import { orderMoneyOf } from '#shared/order-money';
import { bindField } from '#client/admin/components/bind-field.ts';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { formatPounds } from '#client/admin/components/format.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/** What a write-off of this order gives up now, as the dialog's lead says it. */
function outstanding(order: LedgerOrder): { pence: number; lead: string } {
  const { balancePence } = orderBalance(orderMoneyOf(order));
  const pence = Math.abs(balancePence);
  return balancePence > 0
    ? {
        pence,
        lead: `${formatGBP(pence)} is due. Write off what the business will not collect (a few pence short, a bad debt): the order then reads as settled for that part.`,
      }
    : {
        pence,
        lead: `${formatGBP(pence)} is to be refunded. Write off what the customer told the business to keep: no refund is then owed for that part.`,
      };
}

/** A balance the business gives up, or an overpayment it keeps, with the reason. */
export function WriteOffDialog({ order, onOpenChange }: { order: LedgerOrder } & DialogProps) {
  const { pence, lead } = outstanding(order);
  const queryClient = useQueryClient();
  const sending = useEndpointForm({
    endpoint: endpoints.writeOffBalance,
    schema: () => import('#shared/schemas/ledger').then((m) => m.WriteOffRequestSchema),
    defaultValues: { amount: penceToPounds(pence), reason: '' },
    // Validated by the shared schema; sent as typed (the server checks against the order).
    request: (): EndpointInput<typeof endpoints.writeOffBalance> => ({
      params: { id: String(order.orderId) },
      body: form.getValues(),
    }),
    success: ({ entry }) => ({
      title: 'Written off',
      description: `${formatPounds(entry.amount)} for order #${order.orderId}.`,
    }),
    onSuccess: () => onOpenChange(false),
    // The ledger's list and each order's entries sit under the orders' keys.
    onSettled: () => void invalidateOrders(queryClient),
  });
  const { form } = sending;

  return (
    <FormDialog
      title={`Write off: order #${order.orderId}`}
      description={
        <>
          {order.customerName}&apos;s order totals {formatPounds(order.totalPrice)}. {lead}
        </>
      }
      onOpenChange={onOpenChange}
      sending={sending}
      failure={{ id: 'write-off-error', fallback: 'Could not write it off.' }}
      submitLabel="Write off"
      busyLabel="Writing off…"
      width="sm:max-w-lg"
    >
      <TextField
        id="write-off-amount"
        label="Amount (£)"
        inputMode="decimal"
        autoComplete="off"
        hint={`At most ${formatGBP(pence)}.`}
        {...bindField(form, 'amount')}
      />
      <TextField
        id="write-off-reason"
        label="Reason"
        autoComplete="off"
        hint="Shown in the order's payments and the audit log."
        {...bindField(form, 'reason')}
      />
    </FormDialog>
  );
}
