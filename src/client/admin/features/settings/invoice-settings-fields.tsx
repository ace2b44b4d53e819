import { TriangleAlert } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';

import { INVOICE_MESSAGES } from '#shared/schemas/invoices';
import { FormField, fieldDescribedBy } from '#client/components/ui/form-field.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import type {
  SettingsFormInput,
  SettingsFormValues,
} from '#client/admin/features/settings/settings-schema.ts';
import { Textarea } from '#client/components/ui/textarea.tsx';

/** What every VAT invoice states about the business; without a VAT number none is issued. */
export function InvoiceSettingsFields({
  form,
}: {
  form: UseFormReturn<SettingsFormInput, unknown, SettingsFormValues>;
}) {
  const errors = form.formState.errors;
  const savedVatNumber = form.formState.defaultValues?.vatNumber ?? '';
  const addressId = 'settings-invoice-address';
  const addressHint = 'One line per address line, as it should appear on invoices.';

  return (
    <fieldset className="grid gap-5 border-t border-stone-200 pt-5">
      <legend className="text-base font-semibold text-stone-900">Invoices</legend>
      {savedVatNumber ? null : (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {INVOICE_MESSAGES.vatNumberMissing}
        </p>
      )}
      <TextField
        id="settings-vat-number"
        label="VAT registration number"
        autoComplete="off"
        placeholder="GB123456789"
        hint="Printed on every invoice and credit note."
        registration={form.register('vatNumber')}
        error={errors.vatNumber?.message}
      />
      <FormField
        id={addressId}
        label="Invoice address"
        error={errors.invoiceAddress?.message}
        hint={addressHint}
      >
        <Textarea
          id={addressId}
          rows={4}
          className="min-h-28"
          {...form.register('invoiceAddress')}
          aria-invalid={errors.invoiceAddress ? true : undefined}
          aria-describedby={fieldDescribedBy(addressId, {
            hint: addressHint,
            error: errors.invoiceAddress?.message,
          })}
        />
      </FormField>
    </fieldset>
  );
}
