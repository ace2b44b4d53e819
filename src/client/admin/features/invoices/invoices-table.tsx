import type { ListedInvoice } from '#shared/schemas/invoices';
import { Badge } from '#client/admin/components/badge.tsx';
import { DocumentActions } from '#client/admin/components/document-actions.tsx';
import { formatDate, formatDateTime, signedPounds } from '#client/admin/components/format.ts';
import { ListTable } from '#client/admin/components/list-table.tsx';
import { TableCell, TableHeaderCell, TableRow } from '#client/components/ui/table.tsx';

const COLUMNS = ['Number', 'Type', 'Issued', 'Order', 'Customer', 'Total', 'Emailed', 'Actions'];

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
  const name = `${invoice.kind === 'invoice' ? 'invoice' : 'credit note'} ${invoice.number}`;

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
          <DocumentActions id={invoice.id} name={name} linkClassName="hover:border-stone-400" />
        </div>
      </TableCell>
    </TableRow>
  );
}
