import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';

import * as endpoints from '#shared/api/invoices-admin';
import { invoicesKeys } from '#client/admin/api/get-invoices.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/** "#12" or "12" as an order's id; null for anything else. */
function orderIdOf(text: string): number | null {
  const id = Number(text.replace(/^#/, '').trim());
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Invoices one confirmed order by its number: for orders confirmed before the VAT number was
 * set. The server refuses an unconfirmed or already invoiced order and says why.
 */
export function IssueInvoiceForm() {
  const queryClient = useQueryClient();
  const sending = useEndpointForm({
    endpoint: endpoints.issueInvoice,
    // The button waits for an order number: there is nothing else to check.
    schema: () => import('zod').then(({ z }) => z.object({ orderNumber: z.string() })),
    defaultValues: { orderNumber: '' },
    request: ({ orderNumber }) => {
      const id = orderIdOf(orderNumber);
      return id !== null && { params: { id } };
    },
    success: (invoice) => ({
      title: adminMessages.invoiceIssued,
      description: `Invoice ${invoice.number} for order #${invoice.orderId} is emailed to the customer.`,
    }),
    failure: adminMessages.invoiceFailed,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invoicesKeys.all() });
      form.reset();
    },
  });
  const { form, isPending } = sending;
  const valid = orderIdOf(useWatch({ control: form.control, name: 'orderNumber' })) !== null;

  return (
    <form
      noValidate
      onSubmit={(event) => void sending.onSubmit(event)}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField
        id="issue-invoice-order"
        label="Invoice a confirmed order"
        inputMode="numeric"
        placeholder="Order number"
        autoComplete="off"
        className="[&_input]:w-40"
        registration={form.register('orderNumber')}
      />
      <Button type="submit" variant="outline" disabled={!valid || isPending}>
        {isPending ? 'Issuing…' : 'Issue invoice'}
      </Button>
    </form>
  );
}
