import { useState, type FormEvent } from 'react';

import type { Order } from '#shared/schemas/orders';
import { useAssociateCustomer } from '#client/admin/api/associate-customer.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { parseCustomerId } from '#client/admin/features/orders/customer-id.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/** Links an order (usually a guest's) to a customer account by the customer's ID. */
export function LinkCustomerDialog({
  order,
  onOpenChange,
}: {
  order: Order;
  onOpenChange: (open: boolean) => void;
}) {
  const [customerIdText, setCustomerIdText] = useState(
    order.customerId ? String(order.customerId) : '',
  );
  const mutation = useAssociateCustomer();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const customerId = parseCustomerId(customerIdText);
    if (customerId === null) {
      toast({ ...adminMessages.invalidCustomerId, variant: 'destructive' });
      return;
    }
    mutation.mutate(
      { orderId: order.id, customerId },
      {
        onSuccess: () => {
          toast({
            title: adminMessages.orderLinked,
            description: `Order #${order.id} is now linked to customer #${customerId}.`,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (err) =>
          toast({
            title: adminMessages.associationFailed.title,
            description: errorMessage(err, adminMessages.associationFailed.fallback),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Link order #{order.id} to a customer</DialogTitle>
        <DialogDescription>
          The order will appear in that customer&apos;s order history. Find the ID in the Customers
          tab.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5">
          <FormField id="link-customer-id" label="Customer ID">
            <Input
              id="link-customer-id"
              inputMode="numeric"
              autoComplete="off"
              required
              value={customerIdText}
              onChange={(event) => setCustomerIdText(event.target.value)}
            />
          </FormField>
          <DialogFormFooter
            submitLabel="Link order"
            busy={mutation.isPending}
            busyLabel="Linking..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
