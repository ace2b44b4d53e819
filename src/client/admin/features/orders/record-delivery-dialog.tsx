import { useState } from 'react';

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

/** The chosen file as base64, the way the driver's phone sends it. */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

const PROOF_OPTIONS = [
  { value: 'signature', label: "The customer's signature (a scan or photo of the signed ticket)" },
  { value: 'left_as_agreed', label: 'Left as agreed, with a photo of where' },
] as const;

/**
 * The office types in a paper weighbridge ticket: the delivered weight, its number and time,
 * and the signature or photo. The server checks the weight, re-bills the order when it differs
 * by the tolerance or more, and emails the customer the delivery note. The key is drawn once
 * per opening, so a second press of Record sends the same report, recorded once.
 */
export function RecordDeliveryDialog({ order, onOpenChange }: { order: Order } & DialogProps) {
  const [key] = useState(() => crypto.randomUUID());
  const [image, setImage] = useState<string | null>(null);
  const refreshAndClose = useRefreshAndClose(invalidateOrders, onOpenChange);
  const sending = useEndpointForm({
    endpoint: endpoints.recordDelivered,
    schema: () =>
      import('zod').then(({ z }) =>
        z.object({
          deliveredTonnes: z
            .string()
            .trim()
            .regex(/^\d+(\.\d{1,2})?$/, 'Enter the delivered weight in tonnes to two decimals'),
          ticketNumber: z
            .string()
            .trim()
            .min(1, 'Enter the weigh-loader ticket number (at most 40 characters)')
            .max(40, 'Enter the weigh-loader ticket number (at most 40 characters)'),
          deliveredAt: z.string().min(1, 'Enter when the drop was made, as a date and time'),
          proof: z.enum(['signature', 'left_as_agreed']),
          confirmLargeWeight: z.boolean(),
        }),
      ),
    defaultValues: {
      deliveredTonnes: '',
      ticketNumber: '',
      deliveredAt: localNow(),
      proof: 'signature',
      confirmLargeWeight: false,
    },
    request: (values) => {
      if (!image) {
        sending.form.setError('root.image', {
          type: 'required',
          message: 'Attach the signature or photo as an image',
        });
        return false;
      }
      return {
        params: { id: order.id },
        headers: { 'idempotency-key': key },
        body: {
          ...values,
          deliveredTonnes: Number(values.deliveredTonnes),
          deliveredAt: new Date(values.deliveredAt).toISOString(),
          image,
        },
      };
    },
    success: (outcome) => ({
      title: 'Delivery recorded',
      description:
        outcome.billedTonnes === outcome.deliveredTonnes
          ? `Order #${order.id} is billed for ${outcome.billedTonnes} t: £${outcome.totalPrice}. The customer has been emailed the delivery note.`
          : `Order #${order.id} is delivered; its bill is unchanged. The customer has been emailed the delivery note.`,
    }),
    failure: { title: 'Delivery Not Recorded', fallback: 'Failed to record the delivery' },
    onSuccess: refreshAndClose,
  });
  const { form } = sending;
  const imageError = form.formState.errors.root?.image?.message;

  return (
    <FormDialog
      title={`Record delivery of order #${order.id}`}
      description={`From the weighbridge ticket: ${order.quantity} t ordered to ${order.postcode}.`}
      onOpenChange={onOpenChange}
      sending={sending}
      failure={{ id: 'record-delivery-error', fallback: 'Failed to record the delivery' }}
      submitLabel="Record delivery"
      busyLabel="Recording..."
      width="sm:max-w-lg"
      bodyClassName="sm:grid-cols-2"
    >
      <TextField
        id="delivered-tonnes"
        label="Delivered weight (tonnes)"
        inputMode="decimal"
        required
        hint="As the ticket prints it, to two decimals."
        {...bindField(form, 'deliveredTonnes')}
      />
      <TextField
        id="delivered-ticket"
        label="Ticket number"
        required
        autoComplete="off"
        {...bindField(form, 'ticketNumber')}
      />
      <TextField
        id="delivered-at"
        label="Delivered at"
        type="datetime-local"
        required
        className="sm:col-span-2"
        {...bindField(form, 'deliveredAt')}
      />
      <RadioGroupField
        id="delivered-proof"
        legend="Proof of delivery"
        className="sm:col-span-2"
        registration={form.register('proof')}
        options={PROOF_OPTIONS}
      />
      <div className="grid gap-1.5 sm:col-span-2">
        <label htmlFor="delivered-image" className="text-sm font-semibold text-stone-800">
          Signature or photo (PNG, JPEG or WebP, up to 2 MB)
        </label>
        <input
          id="delivered-image"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-invalid={imageError ? true : undefined}
          aria-describedby={imageError ? 'delivered-image-error' : undefined}
          className="text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          onChange={(event) => {
            const file = event.target.files?.[0];
            form.clearErrors('root.image');
            if (!file) return setImage(null);
            void base64Of(file).then(setImage);
          }}
        />
        {imageError ? (
          <p id="delivered-image-error" className="text-sm text-red-700">
            {imageError}
          </p>
        ) : null}
      </div>
      <CheckboxField
        id="delivered-confirm-large"
        control={form.control}
        name="confirmLargeWeight"
        className="sm:col-span-2"
        label="The weight is right, though more than double the order"
      />
    </FormDialog>
  );
}
