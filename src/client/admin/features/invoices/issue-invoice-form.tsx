import { useState, type FormEvent } from 'react';

import { useIssueInvoice } from '#client/admin/api/issue-invoice.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/**
 * Invoices one confirmed order by its number: for orders confirmed before the VAT number was
 * set. The server refuses an unconfirmed or already invoiced order and says why.
 */
export function IssueInvoiceForm() {
  const [orderNumber, setOrderNumber] = useState('');
  const issue = useIssueInvoice();
  const orderId = Number(orderNumber.replace(/^#/, '').trim());
  const valid = Number.isInteger(orderId) && orderId > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    issue.mutate(orderId, {
      onSuccess: (invoice) => {
        toast({
          title: adminMessages.invoiceIssued,
          description: `Invoice ${invoice.number} for order #${invoice.orderId} is emailed to the customer.`,
          variant: 'success',
        });
        setOrderNumber('');
      },
      onError: (err) =>
        toast({
          title: adminMessages.invoiceFailed.title,
          description: errorMessage(err, adminMessages.invoiceFailed.fallback),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div>
        <Label htmlFor="issue-invoice-order">Invoice a confirmed order</Label>
        <Input
          id="issue-invoice-order"
          inputMode="numeric"
          placeholder="Order number"
          autoComplete="off"
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          className="w-40"
        />
      </div>
      <Button type="submit" variant="outline" disabled={!valid || issue.isPending}>
        {issue.isPending ? 'Issuing…' : 'Issue invoice'}
      </Button>
    </form>
  );
}
