import { useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/ledger';
import type { LedgerEntry } from '#shared/schemas/ledger';
import { bindField } from '#client/admin/components/bind-field.ts';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { formatPounds } from '#client/admin/components/format.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/** Undoes a mistaken write-off with an entry of its own, with the reason. */
export function ReverseWriteOffDialog({
  entry,
  onOpenChange,
}: { entry: LedgerEntry } & DialogProps) {
  const queryClient = useQueryClient();
  const sending = useEndpointForm({
    endpoint: endpoints.reverseWriteOff,
    schema: () => import('#shared/schemas/ledger').then((m) => m.WriteOffReversalRequestSchema),
    defaultValues: { reason: '' },
    request: ({ reason }) => ({
      params: { id: String(entry.orderId), entryId: String(entry.id) },
      body: { reason },
    }),
    success: { title: 'Write-off reversed' },
    onSuccess: () => onOpenChange(false),
    // The ledger's list and each order's entries sit under the orders' keys.
    onSettled: () => void invalidateOrders(queryClient),
  });
  const { form } = sending;
  const what = entry.writeOffPart === 'overpayment' ? 'to be refunded' : 'due';

  return (
    <FormDialog
      title="Reverse write-off"
      description={`${formatPounds(entry.amount)} will be ${what} again on order #${entry.orderId}. The write-off stays in the history.`}
      onOpenChange={onOpenChange}
      sending={sending}
      failure={{ id: 'write-off-reversal-error', fallback: 'Could not reverse the write-off.' }}
      submitLabel="Reverse write-off"
      busyLabel="Reversing…"
      width="sm:max-w-lg"
    >
      <TextField
        id="write-off-reversal-reason"
        label="Reason"
        autoComplete="off"
        {...bindField(form, 'reason')}
      />
    </FormDialog>
  );
}
