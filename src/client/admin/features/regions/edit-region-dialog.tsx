import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';

import type { Region } from '#shared/schemas/regions';
import { useUpdateRegion } from '#client/admin/api/update-region.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import {
  scrollingDialog,
  scrollingDialogBody,
  scrollingDialogFooter,
} from '#client/admin/components/scrolling-dialog.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { serverFieldErrors } from '#client/admin/components/server-field-errors.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import {
  RegionFormSchema,
  regionFormDefaults,
  toRegionEdit,
  type RegionFormInput,
  type RegionFormValues,
} from '#client/admin/features/regions/region-form.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

const PRICES = [
  { name: 'singlePrice', label: 'Single (1-4.5 t)' },
  { name: 'bulkPrice', label: 'Bulk (5-9.5 t)' },
  { name: 'wholesalePrice', label: 'Wholesale (10+ t)' },
] as const;

/** A region's country, postcode prefixes, three prices per tonne and whether it delivers. */
export function EditRegionDialog({
  region,
  onOpenChange,
}: {
  region: Region;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<RegionFormInput, unknown, RegionFormValues>({
    resolver: zodResolver(RegionFormSchema),
    defaultValues: regionFormDefaults(region),
  });
  const mutation = useUpdateRegion();
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ regionId: region.id, edit: toRegionEdit(values) });
      toast({
        title: adminMessages.regionUpdated,
        description: `${region.name} has been saved.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (err) {
      // A price the server refused (out of tier order) is shown on its field too.
      for (const issue of serverFieldErrors(err)) {
        const field = PRICES.find((price) => price.name === issue.path);
        if (field) form.setError(field.name, { message: issue.message });
      }
      toast({
        title: adminMessages.regionFailed.title,
        description: errorMessage(err, adminMessages.regionFailed.fallback),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className={`${scrollingDialog} sm:max-w-xl`}>
        <DialogTitle>Edit {region.name}</DialogTitle>
        <DialogDescription>
          Prices are in pounds per tonne, excluding VAT, delivery included.
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col">
          <div className={`${scrollingDialogBody} grid gap-4 sm:grid-cols-2`}>
            <TextField
              id="region-country"
              label="Country"
              autoComplete="off"
              registration={form.register('country')}
              error={errors.country?.message}
            />
            <TextField
              id="region-postcode-prefix"
              label="Postcode prefix"
              autoComplete="off"
              hint="Areas or districts, comma-separated: DN, DN15"
              registration={form.register('postcodePrefix')}
              error={errors.postcodePrefix?.message}
            />
            <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
              <legend className="mb-3 text-sm font-semibold text-stone-800">
                Price per tonne (£)
              </legend>
              {PRICES.map(({ name, label }) => (
                <TextField
                  key={name}
                  id={`region-${name}`}
                  label={label}
                  type="number"
                  min={0.01}
                  step={0.01}
                  inputMode="decimal"
                  registration={form.register(name)}
                  error={errors[name]?.message}
                />
              ))}
            </fieldset>
            <FormField id="region-status" label="Status" className="sm:col-span-2">
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="region-status" ref={field.ref} className="sm:w-60">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="enabled">Enabled</SelectItem>
                      <SelectItem value="disabled">Disabled</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          </div>
          <DialogFormFooter
            submitLabel="Save region"
            busy={form.formState.isSubmitting}
            className={scrollingDialogFooter}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
