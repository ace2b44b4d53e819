import { useState } from 'react';

import { NOT_DELIVERED_REASON_LABELS, NOT_DELIVERED_REASONS } from '#domain/delivery-proof';
import * as endpoints from '#shared/api/delivery-outcomes';
import type { Order } from '#shared/schemas/orders';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { useRefreshAndClose } from '#client/admin/components/use-refresh-and-close.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { CheckboxField, RadioGroupField } from '#client/components/ui/form-kit.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';
import { localNow } from '#client/admin/features/orders/local-now.ts';

const REASON_OPTIONS = NOT_DELIVERED_REASONS.map((value) => ({
  value,
  label: NOT_DELIVERED_REASON_LABELS[value],
}));

/**
 * A drop the lorry could not make: why, and whether the aborted-delivery charge (Settings)
 * applies, which the server bills as a line of the order's invoice. The delivery is marked
 * failed and the customer emailed, as from the Deliveries tab.
 */
export function NotDeliveredDialog({ order, onOpenChange }: { order: Order } & DialogProps) {
  const [key] = useState(() => crypto.randomUUID());
  const refreshAndClose = useRefreshAndClose(invalidateOrders, onOpenChange);
  const sending = useEndpointForm({
    endpoint: endpoints.recordNotDelivered,
    schema: () =>
      import('zod').then(({ z }) =>
        z
          .object({
            reason: z.enum(NOT_DELIVERED_REASONS),
            note: z.string().trim().max(500, 'Say what happened in at most 500 characters'),
            at: z.string().min(1, 'Enter when the drop was made, as a date and time'),
            chargeApplies: z.boolean(),
          })
          .refine((values) => values.reason !== 'other' || values.note !== '', {
            message: "Say what happened when the reason is 'other'",
            path: ['note'],
          }),
      ),
    defaultValues: { reason: 'nobody_in', note: '', at: localNow(), chargeApplies: false },
    request: ({ note, at, ...values }) => ({
      params: { id: order.id },
      headers: { 'idempotency-key': key },
      body: { ...values, ...(note ? { note } : {}), at: new Date(at).toISOString() },
    }),
    success: (outcome) => ({
      title: 'Drop recorded as not delivered',
      description: outcome.charge
        ? `Order #${order.id}: the aborted-delivery charge of £${outcome.charge} (before VAT) is on its invoice. The customer has been emailed.`
        : `Order #${order.id}: the delivery is marked failed. The customer has been emailed.`,
    }),
    failure: { title: 'Drop Not Recorded', fallback: 'Failed to record the drop' },
    onSuccess: refreshAndClose,
  });
  const { form } = sending;

  return (
    <FormDialog
      title={`Order #${order.id} not delivered`}
      description={`Why the drop to ${order.postcode} could not be made.`}
      onOpenChange={onOpenChange}
      sending={sending}
      failure={{ id: 'not-delivered-error', fallback: 'Failed to record the drop' }}
      submitLabel="Record not delivered"
      busyLabel="Recording..."
      width="sm:max-w-md"
    >
      <RadioGroupField
        id="not-delivered-reason"
        legend="Reason"
        registration={form.register('reason')}
        options={REASON_OPTIONS}
      />
      <TextField
        id="not-delivered-note"
        label="What happened"
        hint="Needed when the reason is 'Other'."
        {...bindField(form, 'note')}
      />
      <TextField
        id="not-delivered-at"
        label="When"
        type="datetime-local"
        required
        {...bindField(form, 'at')}
      />
      <CheckboxField
        id="not-delivered-charge"
        control={form.control}
        name="chargeApplies"
        label="The aborted-delivery charge applies"
      />
    </FormDialog>
  );
}
