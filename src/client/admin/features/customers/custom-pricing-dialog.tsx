import { useQueryClient } from '@tanstack/react-query';

import { formatGBP, parsePounds } from '#domain/money';
import * as endpoints from '#shared/api/customers-admin';
import type { AdminCustomer } from '#shared/schemas/admin';
import { bindField } from '#client/admin/components/bind-field.ts';
import { invalidateCustomers } from '#client/admin/api/invalidate-customers.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import {
  customPricingDefaults,
  type CustomPricingChange,
} from '#client/admin/features/customers/custom-pricing-form.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

function savedText(name: string, change: CustomPricingChange): string {
  if (change.customPrice === null) return `Custom pricing removed for ${name}.`;
  return `${name} now pays ${formatGBP(parsePounds(change.customPrice))} per tonne.`;
}

/** A per-tonne price for one customer that replaces regional pricing until it ends. */
export function CustomPricingDialog({
  customer,
  onOpenChange,
}: { customer: AdminCustomer } & DialogProps) {
  const queryClient = useQueryClient();
  const name = `${customer.firstName} ${customer.lastName}`;
  const sending = useEndpointForm({
    endpoint: endpoints.updateCustomerPricing,
    schema: () =>
      import('#client/admin/features/customers/custom-pricing-form.ts').then(
        (m) => m.CustomPricingSchema,
      ),
    defaultValues: customPricingDefaults(customer),
    request: (pricing) => ({ params: { id: customer.id }, body: pricing }),
    onSuccess: (_, pricing) => {
      toast({
        title: adminMessages.pricingUpdated,
        description: savedText(name, pricing),
        variant: 'success',
      });
      void invalidateCustomers(queryClient);
      onOpenChange(false);
    },
    onError: () => toast({ ...adminMessages.pricingFailed, variant: 'destructive' }),
  });
  const { form } = sending;

  return (
    <FormDialog
      title="Set custom pricing"
      description={`A price per tonne (excluding VAT) for ${name} that overrides regional pricing for every quantity.`}
      onOpenChange={onOpenChange}
      sending={sending}
      submitLabel="Save pricing"
      width="sm:max-w-lg"
    >
      <TextField
        id="custom-price"
        label="Custom price (£ per tonne)"
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        hint="Leave empty to remove the custom price."
        {...bindField(form, 'customPrice')}
      />
      <TextField
        id="custom-price-note"
        label="Note"
        marker="optional"
        autoComplete="off"
        {...bindField(form, 'customPriceNote')}
      />
      <TextField
        id="custom-price-valid-to"
        label="Valid to"
        type="date"
        marker="optional"
        hint="The price applies before this date. Leave empty for no end date."
        {...bindField(form, 'customPriceValidTo')}
      />
    </FormDialog>
  );
}
