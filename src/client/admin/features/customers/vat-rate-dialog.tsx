import { VAT_RATES, VAT_RATE_LABELS, isVatRate } from '#domain/vat';
import * as endpoints from '#shared/api/customers-admin';
import type { AdminCustomer } from '#shared/schemas/admin';
import { useRefreshAndClose } from '#client/admin/components/use-refresh-and-close.ts';
import { invalidateCustomers } from '#client/admin/api/invalidate-customers.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

const RATES = VAT_RATES.map((rate) => ({
  value: String(rate),
  label: `${rate}% ${VAT_RATE_LABELS[rate]}`,
}));

/** The VAT rate charged on the customer's orders: 0, 5 (the default) or 20%. */
export function VatRateDialog({
  customer,
  onOpenChange,
}: { customer: AdminCustomer } & DialogProps) {
  const name = `${customer.firstName} ${customer.lastName}`;
  const refreshAndClose = useRefreshAndClose(invalidateCustomers, onOpenChange);
  const sending = useEndpointForm({
    endpoint: endpoints.updateCustomerVatRate,
    schema: () => import('#shared/schemas/admin').then((m) => m.VatRateUpdateSchema),
    defaultValues: { vatRate: String(isVatRate(customer.vatRate) ? customer.vatRate : 5) },
    request: (body) => ({ params: { id: customer.id }, body }),
    success: (_saved, { vatRate }) => ({
      title: adminMessages.vatUpdated,
      description: `${name} now pays ${vatRate}% VAT (${VAT_RATE_LABELS[vatRate]}).`,
    }),
    onSuccess: refreshAndClose,
    onError: () => toast({ ...adminMessages.vatFailed, variant: 'destructive' }),
  });

  return (
    <FormDialog
      title="Edit VAT rate"
      description={`The rate charged on new orders from ${name}. Orders already placed keep their VAT.`}
      onOpenChange={onOpenChange}
      sending={sending}
      submitLabel="Save VAT rate"
      width="sm:max-w-md"
    >
      <SelectField
        control={sending.form.control}
        name="vatRate"
        id="customer-vat-rate"
        label="VAT rate"
        options={RATES}
      />
    </FormDialog>
  );
}
