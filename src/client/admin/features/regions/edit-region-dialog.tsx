import * as endpoints from '#shared/api/regions-admin';
import type { Region } from '#shared/schemas/regions';
import { useRefreshAndClose } from '#client/admin/components/use-refresh-and-close.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import { invalidateRegions } from '#client/admin/api/invalidate-regions.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { regionFormDefaults, toRegionEdit } from '#client/admin/features/regions/region-form.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

const PRICES = [
  { name: 'singlePrice', label: 'Single (1-4.5 t)' },
  { name: 'bulkPrice', label: 'Bulk (5-9.5 t)' },
  { name: 'wholesalePrice', label: 'Wholesale (10+ t)' },
] as const;

const STATUSES = [
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
];

/** A region's country, postcode prefixes, three prices per tonne and whether it delivers. */
export function EditRegionDialog({ region, onOpenChange }: { region: Region } & DialogProps) {
  const refreshAndClose = useRefreshAndClose(invalidateRegions, onOpenChange);
  // A price the server refused (out of tier order) is shown on its field.
  const sending = useEndpointForm({
    endpoint: endpoints.updateRegionPricing,
    schema: () =>
      import('#client/admin/features/regions/region-form.ts').then((m) => m.RegionFormSchema),
    defaultValues: regionFormDefaults(region),
    request: (values) => ({ params: { id: region.id }, body: toRegionEdit(values) }),
    success: { title: adminMessages.regionUpdated, description: `${region.name} has been saved.` },
    failure: adminMessages.regionFailed,
    onSuccess: refreshAndClose,
  });
  const { form } = sending;

  return (
    <FormDialog
      title={`Edit ${region.name}`}
      description="Prices are in pounds per tonne, excluding VAT, delivery included."
      onOpenChange={onOpenChange}
      sending={sending}
      submitLabel="Save region"
      width="sm:max-w-xl"
      bodyClassName="sm:grid-cols-2"
    >
      <TextField
        id="region-country"
        label="Country"
        autoComplete="off"
        {...bindField(form, 'country')}
      />
      <TextField
        id="region-postcode-prefix"
        label="Postcode prefix"
        autoComplete="off"
        hint="Areas or districts, comma-separated: DN, DN15"
        {...bindField(form, 'postcodePrefix')}
      />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-3 text-sm font-semibold text-stone-800">Price per tonne (£)</legend>
        {PRICES.map(({ name, label }) => (
          <TextField
            key={name}
            id={`region-${name}`}
            label={label}
            type="number"
            min={0.01}
            step={0.01}
            inputMode="decimal"
            {...bindField(form, name)}
          />
        ))}
      </fieldset>
      <SelectField
        control={form.control}
        name="status"
        id="region-status"
        label="Status"
        className="sm:col-span-2 sm:[&_button]:w-60"
        options={STATUSES}
      />
    </FormDialog>
  );
}
