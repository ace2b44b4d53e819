import { Download, Mail } from 'lucide-react';

import { formatGBP, parsePounds } from '#domain/money';
import type { ListedInvoice } from '#shared/schemas/invoices';
import { invoicePdfUrl } from '#client/admin/api/get-invoices.ts';
import { useResendInvoice } from '#client/admin/api/resend-invoice.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { Badge } from '#client/admin/components/badge.tsx';
import { formatDate, formatDateTime } from '#client/admin/components/format.ts';
import { IconButton } from '#client/admin/components/icon-button.tsx';
import { ListTable } from '#client/admin/components/list-table.tsx';
import { TableCell, TableHeaderCell, TableRow } from '#client/components/ui/table.tsx';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { toast } from '#client/components/ui/use-toast.ts';

const COLUMNS = ['Number', 'Type', 'Issued', 'Order', 'Customer', 'Total', 'Emailed', 'Actions'];

/** "-606.90" -> "-£606.90": a credit note's total is negative. */
const signedPounds = (amount: string) =>
  amount.startsWith('-')
    ? `-${formatGBP(parsePounds(amount.slice(1)))}`
    : formatGBP(parsePounds(amount));

/** When the PDF reached the customer, or that it has not (yet). */
function EmailedCell({ invoice }: { invoice: ListedInvoice }) {
  if (invoice.emailedAt) return <>{formatDateTime(invoice.emailedAt)}</>;
  if (invoice.emailQueued) return <Badge tone="info">Queued</Badge>;
  return <Badge tone="warning">Not emailed</Badge>;
}

export function InvoicesTable({
  invoices,
  isLoading,
  error,
}: {
  invoices: ListedInvoice[] | undefined;
  isLoading: boolean;
  error: Error | null;
}) {
  return (
    <ListTable
      label="Invoices and credit notes"
      columns={COLUMNS}
      numericColumns={['Total']}
      items={invoices}
      isLoading={isLoading}
      error={error}
      noun="invoices"
      empty="No invoices yet. An invoice is issued when an order is confirmed."
    >
      {(invoice) => <InvoiceRow key={invoice.id} invoice={invoice} />}
    </ListTable>
  );
}

function InvoiceRow({ invoice }: { invoice: ListedInvoice }) {
  const resend = useResendInvoice();
  const name = `${invoice.kind === 'invoice' ? 'invoice' : 'credit note'} ${invoice.number}`;
  const send = () =>
    resend.mutate(invoice.id, {
      onSuccess: (answer) =>
        toast({ title: adminMessages.emailSent, description: answer.message, variant: 'success' }),
      onError: toastFailure(adminMessages.emailFailed),
    });

  return (
    <TableRow>
      <TableHeaderCell scope="row" className="font-mono text-sm whitespace-nowrap">
        {invoice.number}
      </TableHeaderCell>
      <TableCell className="whitespace-nowrap">
        {invoice.kind === 'invoice' ? (
          <Badge tone="success">VAT invoice</Badge>
        ) : (
          <Badge tone="warning">Credit note for {invoice.credits}</Badge>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">
        {formatDate(invoice.issuedAt)}
      </TableCell>
      <TableCell className="font-mono text-sm whitespace-nowrap">#{invoice.orderId}</TableCell>
      <TableCell>
        <div className="font-medium text-stone-900">{invoice.customerName}</div>
        {invoice.companyName ? (
          <div className="text-xs text-stone-500">{invoice.companyName}</div>
        ) : null}
      </TableCell>
      <TableCell className="text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums">
        {signedPounds(invoice.total)}
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">
        <EmailedCell invoice={invoice} />
      </TableCell>
      <TableCell>
        <div className="flex gap-1">
          <a
            href={invoicePdfUrl(invoice.id)}
            download
            aria-label={`Download ${name}`}
            title={`Download ${name}`}
            className="inline-flex size-8 items-center justify-center rounded-md border border-stone-300 bg-white text-stone-700 shadow-xs hover:border-stone-400 hover:bg-stone-50"
          >
            <Download aria-hidden className="size-4" />
          </a>
          <IconButton label={`Email ${name} again`} onClick={send} disabled={resend.isPending}>
            <Mail aria-hidden className="size-4" />
          </IconButton>
        </div>
      </TableCell>
    </TableRow>
  );
}
