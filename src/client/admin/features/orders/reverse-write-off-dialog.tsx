import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import {
  WriteOffReversalRequestSchema,
  type LedgerEntry,
  type WriteOffReversal,
} from '#shared/schemas/ledger';
import { useReverseWriteOff } from '#client/admin/api/write-off.ts';
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

/** Undoes a mistaken write-off with an entry of its own, with the reason. */
export function ReverseWriteOffDialog({
  entry,
  onOpenChange,
}: {
  entry: LedgerEntry;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<WriteOffReversal>({
    resolver: zodResolver(WriteOffReversalRequestSchema),
    defaultValues: { reason: '' },
  });
  const mutation = useReverseWriteOff();
  const errors = form.formState.errors;
  const what = entry.writeOffPart === 'overpayment' ? 'to be refunded' : 'due';

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await mutation.mutateAsync({ orderId: entry.orderId, entryId: entry.id, reason });
      toast({ title: 'Write-off reversed', variant: 'success' });
      onOpenChange(false);
    } catch (err) {
      form.setError('root', { message: errorMessage(err, 'Could not reverse the write-off.') });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className={`${scrollingDialog} sm:max-w-lg`}>
        <DialogTitle>Reverse write-off</DialogTitle>
        <DialogDescription>
          {formatPounds(entry.amount)} will be {what} again on order #{entry.orderId}. The write-off
          stays in the history.
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col">
          <div className={`${scrollingDialogBody} grid gap-4`}>
            <TextField
              id="write-off-reversal-reason"
              label="Reason"
              autoComplete="off"
              registration={form.register('reason')}
              error={errors.reason?.message}
            />
            {errors.root?.message ? (
              <FieldError id="write-off-reversal-error">{errors.root.message}</FieldError>
            ) : null}
          </div>
          <DialogFormFooter
            submitLabel="Reverse write-off"
            busy={form.formState.isSubmitting}
            busyLabel="Reversing…"
            className={scrollingDialogFooter}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
