import { useState, type FormEvent } from 'react';

import { VAT_RATES, VAT_RATE_LABELS, isVatRate, type VatRate } from '#domain/vat';
import type { AdminCustomer } from '#shared/schemas/admin';
import { useUpdateCustomerVatRate } from '#client/admin/api/update-customer-vat-rate.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
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

/** The VAT rate charged on the customer's orders: 0, 5 (the default) or 20%. */
export function VatRateDialog({
  customer,
  onOpenChange,
}: {
  customer: AdminCustomer;
  onOpenChange: (open: boolean) => void;
}) {
  const [vatRate, setVatRate] = useState<VatRate>(
    isVatRate(customer.vatRate) ? customer.vatRate : 5,
  );
  const mutation = useUpdateCustomerVatRate();
  const name = `${customer.firstName} ${customer.lastName}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { customerId: customer.id, vatRate },
      {
        onSuccess: () => {
          toast({
            title: adminMessages.vatUpdated,
            description: `${name} now pays ${vatRate}% VAT (${VAT_RATE_LABELS[vatRate]}).`,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: () => toast({ ...adminMessages.vatFailed, variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Edit VAT rate</DialogTitle>
        <DialogDescription>
          The rate charged on new orders from {name}. Orders already placed keep their VAT.
        </DialogDescription>
        <form onSubmit={submit} className="mt-5">
          <FormField id="customer-vat-rate" label="VAT rate">
            <Select
              value={String(vatRate)}
              onValueChange={(value) => {
                const rate = Number(value);
                if (isVatRate(rate)) setVatRate(rate);
              }}
            >
              <SelectTrigger id="customer-vat-rate">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {VAT_RATES.map((rate) => (
                  <SelectItem key={rate} value={String(rate)}>
                    {rate}% {VAT_RATE_LABELS[rate]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <DialogFormFooter submitLabel="Save VAT rate" busy={mutation.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
