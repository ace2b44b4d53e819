import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';

import { formatGBP } from '#domain/money';
import { ukDate } from '#domain/uk-date';
import type { LedgerKind } from '#domain/ledger';
import {
  recordLedgerEntrySchema,
  type LedgerOrder,
  type RecordLedgerEntry,
} from '#shared/schemas/ledger';
import { orderMoneyOf } from '#shared/order-money';
import { useRecordLedgerEntry } from '#client/admin/api/record-ledger-entry.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import { FormField, fieldDescribedBy } from '#client/components/ui/form-field.tsx';
import { formatPounds } from '#client/admin/components/format.ts';
import {
  scrollingDialog,
  scrollingDialogBody,
  scrollingDialogFooter,
} from '#client/admin/components/scrolling-dialog.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import {
  methodLabel,
  REFUND_METHOD_LABELS,
} from '#client/admin/features/payments/ledger-labels.ts';
import {
  balanceDuePence,
  methodsFor,
  needsOverpaymentReason,
  recordEntryDefaults,
  toRequest,
  type RecordEntryValues,
} from '#client/admin/features/payments/record-entry-form.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

const TEXT = {
  payment: {
    title: 'Record payment',
    lead: 'Money the customer paid by bank transfer, cash on delivery or card by phone.',
    done: 'Payment recorded',
  },
  refund: {
    title: 'Record refund',
    lead: 'Money the business has paid back, where the payment provider could not refund it.',
    done: 'Refund recorded',
  },
} as const;

const overpaymentHint = (duePence: number) =>
  duePence > 0
    ? `More than the ${formatGBP(duePence)} due: the difference will show as a refund owed.`
    : 'Nothing is due: the payment will show as a refund owed.';

/** A payment received or a refund made, recorded by hand against one order. */
export function RecordEntryDialog({
  order,
  kind,
  onOpenChange,
}: {
  order: LedgerOrder;
  kind: LedgerKind;
  onOpenChange: (open: boolean) => void;
}) {
  const now = useMemo(() => new Date(), []);
  const form = useForm<RecordEntryValues, unknown, RecordLedgerEntry>({
    // The shared schema, with today by this browser's clock (the server checks by its own).
    resolver: zodResolver(recordLedgerEntrySchema(ukDate(now), orderMoneyOf(order))),
    defaultValues: recordEntryDefaults(order, kind, now),
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const overpayment = needsOverpaymentReason(order, kind, amount);
  const mutation = useRecordLedgerEntry();
  const errors = form.formState.errors;
  const text = TEXT[kind];

  // Validated by the schema; sent as typed (the server parses the pounds itself).
  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      const recorded = await mutation.mutateAsync({
        orderId: order.orderId,
        entry: toRequest(values, needsOverpaymentReason(order, kind, values.amount)),
      });
      toast({
        title: text.done,
        description: `${formatPounds(recorded.entry.amount)} for order #${order.orderId}.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (err) {
      form.setError('root', { message: errorMessage(err, `Could not record the ${kind}.`) });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className={`${scrollingDialog} sm:max-w-lg`}>
        <DialogTitle>
          {text.title}: order #{order.orderId}
        </DialogTitle>
        <DialogDescription>
          {text.lead} {order.customerName}, total {formatPounds(order.totalPrice)}, received{' '}
          {formatPounds(order.amountReceived)}, refunded {formatPounds(order.amountRefunded)}.
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col">
          <div className={`${scrollingDialogBody} grid gap-4 sm:grid-cols-2`}>
            <FormField id="ledger-entry-method" label="Method" error={errors.method?.message}>
              <Controller
                control={form.control}
                name="method"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger
                      id="ledger-entry-method"
                      aria-invalid={errors.method ? true : undefined}
                      aria-describedby={fieldDescribedBy('ledger-entry-method', {
                        error: errors.method?.message,
                      })}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {methodsFor(kind).map((method) => (
                        <SelectItem key={method} value={method}>
                          {(kind === 'refund' ? REFUND_METHOD_LABELS[method] : undefined) ??
                            methodLabel(method)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
            <TextField
              id="ledger-entry-amount"
              label="Amount (£)"
              inputMode="decimal"
              autoComplete="off"
              registration={form.register('amount')}
              error={errors.amount?.message}
            />
            <TextField
              id="ledger-entry-date"
              label={kind === 'refund' ? 'Date refunded' : 'Date received'}
              type="date"
              max={ukDate(now)}
              registration={form.register('movedOn')}
              error={errors.movedOn?.message}
            />
            <TextField
              id="ledger-entry-reference"
              label="Reference"
              autoComplete="off"
              hint="The bank's, the card terminal's or the receipt's."
              registration={form.register('reference')}
              error={errors.reference?.message}
            />
            {overpayment ? (
              <TextField
                id="ledger-entry-overpayment"
                label="Reason for the overpayment"
                autoComplete="off"
                hint={overpaymentHint(balanceDuePence(order))}
                registration={form.register('overpaymentReason')}
                error={errors.overpaymentReason?.message}
                className="sm:col-span-2"
              />
            ) : null}
            <FormField
              id="ledger-entry-note"
              label="Note"
              marker="optional"
              error={errors.note?.message}
              className="sm:col-span-2"
            >
              <Textarea
                id="ledger-entry-note"
                rows={2}
                className="min-h-20"
                {...form.register('note')}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={fieldDescribedBy('ledger-entry-note', {
                  error: errors.note?.message,
                })}
              />
            </FormField>
            {errors.root?.message ? (
              <FieldError id="ledger-entry-error" className="sm:col-span-2">
                {errors.root.message}
              </FieldError>
            ) : null}
          </div>
          <DialogFormFooter
            submitLabel={text.title}
            busy={form.formState.isSubmitting}
            busyLabel="Recording…"
            className={scrollingDialogFooter}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
