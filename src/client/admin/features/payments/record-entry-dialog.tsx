import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';

import { formatGBP } from '#domain/money';
import { ukDate } from '#domain/uk-date';
import type { LedgerKind } from '#domain/ledger';
import * as endpoints from '#shared/api/ledger';
import type { EndpointInput } from '#shared/api/endpoint';
import type { LedgerOrder } from '#shared/schemas/ledger';
import { orderMoneyOf } from '#shared/order-money';
import { bindField } from '#client/admin/components/bind-field.ts';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { formatPounds } from '#client/admin/components/format.ts';
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
} from '#client/admin/features/payments/record-entry-form.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { TextareaField } from '#client/components/ui/form-kit.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

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
}: { order: LedgerOrder; kind: LedgerKind } & DialogProps) {
  const now = useMemo(() => new Date(), []);
  const text = TEXT[kind];
  const queryClient = useQueryClient();
  const sending = useEndpointForm({
    endpoint: endpoints.recordLedgerEntry,
    // The shared schema, with today by this browser's clock (the server checks by its own).
    schema: () =>
      import('#shared/schemas/ledger').then((m) =>
        m.recordLedgerEntrySchema(ukDate(now), orderMoneyOf(order)),
      ),
    defaultValues: recordEntryDefaults(order, kind, now),
    // Validated by the schema; sent as typed (the server parses the pounds itself).
    request: (): EndpointInput<typeof endpoints.recordLedgerEntry> => {
      const values = form.getValues();
      return {
        params: { id: String(order.orderId) },
        body: toRequest(values, needsOverpaymentReason(order, kind, values.amount)),
      };
    },
    success: ({ entry }) => ({
      title: text.done,
      description: `${formatPounds(entry.amount)} for order #${order.orderId}.`,
    }),
    onSuccess: () => onOpenChange(false),
    // The ledger's list sits under the orders' keys: the orders and it refresh together.
    onSettled: () => void invalidateOrders(queryClient),
  });
  const { form } = sending;
  const amount = useWatch({ control: form.control, name: 'amount' });
  const overpayment = needsOverpaymentReason(order, kind, amount);

  return (
    <FormDialog
      title={`${text.title}: order #${order.orderId}`}
      description={
        <>
          {text.lead} {order.customerName}, total {formatPounds(order.totalPrice)}, received{' '}
          {formatPounds(order.amountReceived)}, refunded {formatPounds(order.amountRefunded)}.
        </>
      }
      onOpenChange={onOpenChange}
      sending={sending}
      failure={{ id: 'ledger-entry-error', fallback: `Could not record the ${kind}.` }}
      submitLabel={text.title}
      busyLabel="Recording…"
      width="sm:max-w-lg"
      bodyClassName="sm:grid-cols-2"
    >
      <SelectField
        control={form.control}
        name="method"
        id="ledger-entry-method"
        label="Method"
        options={methodsFor(kind).map((method) => ({
          value: method,
          label:
            (kind === 'refund' ? REFUND_METHOD_LABELS[method] : undefined) ?? methodLabel(method),
        }))}
      />
      <TextField
        id="ledger-entry-amount"
        label="Amount (£)"
        inputMode="decimal"
        autoComplete="off"
        {...bindField(form, 'amount')}
      />
      <TextField
        id="ledger-entry-date"
        label={kind === 'refund' ? 'Date refunded' : 'Date received'}
        type="date"
        max={ukDate(now)}
        {...bindField(form, 'movedOn')}
      />
      <TextField
        id="ledger-entry-reference"
        label="Reference"
        autoComplete="off"
        hint="The bank's, the card terminal's or the receipt's."
        {...bindField(form, 'reference')}
      />
      {overpayment ? (
        <TextField
          id="ledger-entry-overpayment"
          label="Reason for the overpayment"
          autoComplete="off"
          hint={overpaymentHint(balanceDuePence(order))}
          {...bindField(form, 'overpaymentReason')}
          className="sm:col-span-2"
        />
      ) : null}
      <TextareaField
        id="ledger-entry-note"
        label="Note"
        marker="optional"
        rows={2}
        controlClassName="min-h-20"
        className="sm:col-span-2"
        {...bindField(form, 'note')}
      />
    </FormDialog>
  );
}
