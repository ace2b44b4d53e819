import { TriangleAlert } from 'lucide-react';

import { INVOICE_MESSAGES } from '#shared/schemas/invoices';
import { bindField } from '#client/admin/components/bind-field.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { TextareaField } from '#client/components/ui/form-kit.tsx';
import {
  SettingsFieldset,
  type SettingsForm,
} from '#client/admin/features/settings/settings-fieldset.tsx';

/** What every VAT invoice states about the business; without a VAT number none is issued. */
export function InvoiceSettingsFields({ form }: { form: SettingsForm }) {
  const savedVatNumber = form.formState.defaultValues?.vatNumber ?? '';

  return (
    <SettingsFieldset legend="Invoices">
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
        {...bindField(form, 'vatNumber')}
      />
      <TextareaField
        id="settings-invoice-address"
        label="Invoice address"
        rows={4}
        controlClassName="min-h-28"
        hint="One line per address line, as it should appear on invoices."
        {...bindField(form, 'invoiceAddress')}
      />
    </SettingsFieldset>
  );
}
