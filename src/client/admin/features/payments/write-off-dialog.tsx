import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { orderBalance } from '#domain/ledger';
import { formatGBP, penceToPounds } from '#domain/money';
import {
  WriteOffRequestSchema,
  type LedgerOrder,
  type WriteOff,
  type WriteOffRequest,
} from '#shared/schemas/ledger';
import { orderMoneyOf } from '#shared/order-money';
import { useWriteOff } from '#client/admin/api/write-off.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import { formatPounds } from '#client/admin/components/format.ts';
import {
  scrollingDialog,
  scrollingDialogBody,
  scrollingDialogFooter,
} from '#client/admin/components/scrolling-dialog.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

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
export function WriteOffDialog({
  order,
  onOpenChange,
}: {
  order: LedgerOrder;
  onOpenChange: (open: boolean) => void;
}) {
  const { pence, lead } = outstanding(order);
  const form = useForm<WriteOffRequest, unknown, WriteOff>({
    resolver: zodResolver(WriteOffRequestSchema),
    defaultValues: { amount: penceToPounds(pence), reason: '' },
  });
  const mutation = useWriteOff();
  const errors = form.formState.errors;

  // Validated by the shared schema; sent as typed (the server checks against the order).
  const submit = form.handleSubmit(async () => {
    try {
      const recorded = await mutation.mutateAsync({
        orderId: order.orderId,
        writeOff: form.getValues(),
      });
      toast({
        title: 'Written off',
        description: `${formatPounds(recorded.entry.amount)} for order #${order.orderId}.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (err) {
      form.setError('root', { message: errorMessage(err, 'Could not write it off.') });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className={`${scrollingDialog} sm:max-w-lg`}>
        <DialogTitle>Write off: order #{order.orderId}</DialogTitle>
        <DialogDescription>
          {order.customerName}&apos;s order totals {formatPounds(order.totalPrice)}. {lead}
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col">
          <div className={`${scrollingDialogBody} grid gap-4`}>
            <TextField
              id="write-off-amount"
              label="Amount (£)"
              inputMode="decimal"
              autoComplete="off"
              hint={`At most ${formatGBP(pence)}.`}
              registration={form.register('amount')}
              error={errors.amount?.message}
            />
            <TextField
              id="write-off-reason"
              label="Reason"
              autoComplete="off"
              hint="Shown in the order's payments and the audit log."
              registration={form.register('reason')}
              error={errors.reason?.message}
            />
            {errors.root?.message ? (
              <FieldError id="write-off-error">{errors.root.message}</FieldError>
            ) : null}
          </div>
          <DialogFormFooter
            submitLabel="Write off"
            busy={form.formState.isSubmitting}
            busyLabel="Writing off…"
            className={scrollingDialogFooter}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
