import { bindField } from '#client/admin/components/bind-field.ts';
import {
  SettingsFieldset,
  type SettingsForm,
} from '#client/admin/features/settings/settings-fieldset.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';

/** The fuel certificates the shop may name; a blank one is simply not shown anywhere. */
export function CertificateSettingsFields({ form }: { form: SettingsForm }) {
  return (
    <SettingsFieldset legend="Certificates">
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
    </SettingsFieldset>
  );
}
