import type { UseFormReturn } from 'react-hook-form';

import { bindField } from '#client/admin/components/bind-field.ts';
import type {
  SettingsFormInput,
  SettingsFormValues,
} from '#client/admin/features/settings/settings-schema.ts';
import { TextField } from '#client/components/ui/form-field.tsx';

/** The fuel certificates the shop may name; a blank one is simply not shown anywhere. */
export function CertificateSettingsFields({
  form,
}: {
  form: UseFormReturn<SettingsFormInput, unknown, SettingsFormValues>;
}) {
  return (
    <fieldset className="grid gap-5 border-t border-stone-200 pt-5">
      <legend className="text-base font-semibold text-stone-900">Certificates</legend>
      <TextField
        id="settings-enplus-certificate-id"
        label="ENplus certificate ID"
        autoComplete="off"
        hint="Given to search engines with the product on the home page."
        {...bindField(form, 'enplusCertificateId')}
      />
      <TextField
        id="settings-bsl-supplier-number"
        label="BSL supplier number"
        autoComplete="off"
        hint="Your number on the Biomass Suppliers List."
        {...bindField(form, 'bslSupplierNumber')}
      />
    </fieldset>
  );
}
