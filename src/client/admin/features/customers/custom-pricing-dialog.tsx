import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { formatGBP, parsePounds } from '#domain/money';
import type { AdminCustomer } from '#shared/schemas/admin';
import {
  useUpdateCustomerPricing,
  type CustomPricingChange,
} from '#client/admin/api/update-customer-pricing.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import {
  CustomPricingSchema,
  customPricingDefaults,
  type CustomPricingInput,
} from '#client/admin/features/customers/custom-pricing-form.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';

function savedText(name: string, change: CustomPricingChange): string {
  if (change.customPrice === null) return `Custom pricing removed for ${name}.`;
  return `${name} now pays ${formatGBP(parsePounds(change.customPrice))} per tonne.`;
}

/** A per-tonne price for one customer that replaces regional pricing until it ends. */
export function CustomPricingDialog({
  customer,
  onOpenChange,
}: {
  customer: AdminCustomer;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<CustomPricingInput, unknown, CustomPricingChange>({
    resolver: zodResolver(CustomPricingSchema),
    defaultValues: customPricingDefaults(customer),
  });
  const mutation = useUpdateCustomerPricing();
  const errors = form.formState.errors;
  const name = `${customer.firstName} ${customer.lastName}`;

  const submit = form.handleSubmit(async (pricing) => {
    try {
      await mutation.mutateAsync({ customerId: customer.id, pricing });
      toast({
        title: adminMessages.pricingUpdated,
        description: savedText(name, pricing),
        variant: 'success',
      });
      onOpenChange(false);
    } catch {
      toast({ ...adminMessages.pricingFailed, variant: 'destructive' });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogTitle>Set custom pricing</DialogTitle>
        <DialogDescription>
          A price per tonne (excluding VAT) for {name} that overrides regional pricing for every
          quantity.
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 grid gap-4">
          <TextField
            id="custom-price"
            label="Custom price (£ per tonne)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            hint="Leave empty to remove the custom price."
            registration={form.register('customPrice')}
            error={errors.customPrice?.message}
          />
          <TextField
            id="custom-price-note"
            label="Note"
            marker="optional"
            autoComplete="off"
            registration={form.register('customPriceNote')}
            error={errors.customPriceNote?.message}
          />
          <TextField
            id="custom-price-valid-to"
            label="Valid to"
            type="date"
            marker="optional"
            hint="The price applies before this date. Leave empty for no end date."
            registration={form.register('customPriceValidTo')}
            error={errors.customPriceValidTo?.message}
          />
          <DialogFormFooter submitLabel="Save pricing" busy={form.formState.isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
