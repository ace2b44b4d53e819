import { formatGBP, parsePounds } from '#domain/money';
import type { UninvoicedOrder } from '#shared/schemas/invoices';
import { useUninvoicedOrders } from '#client/admin/api/get-uninvoiced-orders.ts';
import { useIssueUninvoiced } from '#client/admin/api/issue-uninvoiced.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { formatDate } from '#client/admin/components/format.ts';
import { ListTable } from '#client/admin/components/list-table.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TableCell, TableHeaderCell, TableRow } from '#client/components/ui/table.tsx';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { toast } from '#client/components/ui/use-toast.ts';

const COLUMNS = ['Order', 'Placed', 'Customer', 'Total'];
const invoicesCount = (n: number) => `${n} ${n === 1 ? 'invoice' : 'invoices'}`;

/**
 * Confirmed orders that have no invoice (confirmed while the VAT number was not set), and one
 * action that invoices them all, each emailed to its customer. Hidden when there are none.
 */
export function UninvoicedOrders({ ready }: { ready: boolean }) {
  const { data, isLoading, error } = useUninvoicedOrders();
  const issue = useIssueUninvoiced();
  if (!data || data.total === 0) return null;

  const issueAll = () =>
    issue.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: adminMessages.invoicesIssued,
          description: answer.message,
          variant: 'success',
        }),
      onError: toastFailure(adminMessages.invoiceFailed),
    });

  return (
    <section
      aria-labelledby="uninvoiced-heading"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50/40 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="uninvoiced-heading" className="font-semibold text-stone-900">
            Confirmed orders without an invoice ({data.total})
          </h3>
          <p className="text-sm text-stone-600">
            {ready
              ? 'Each invoice is emailed to its customer as an invoice, not a second confirmation.'
              : 'Set the VAT registration number in Settings to invoice them.'}
          </p>
        </div>
        <Button onClick={issueAll} disabled={!ready || issue.isPending}>
          {issue.isPending ? 'Issuing…' : `Issue ${invoicesCount(data.total)}`}
        </Button>
      </div>
      <ListTable
        label="Orders waiting for an invoice"
        columns={COLUMNS}
        numericColumns={['Total']}
        cardsOnPhone
        items={data.items}
        isLoading={isLoading}
        error={error}
        noun="orders"
      >
        {(order) => <UninvoicedRow key={order.orderId} order={order} />}
      </ListTable>
    </section>
  );
}

function UninvoicedRow({ order }: { order: UninvoicedOrder }) {
  return (
    <TableRow>
      <TableHeaderCell scope="row" data-label="Order" className="font-mono text-sm">
        #{order.orderId}
      </TableHeaderCell>
      <TableCell data-label="Placed" className="whitespace-nowrap tabular-nums">
        {formatDate(order.createdAt)}
      </TableCell>
      <TableCell data-label="Customer">
        <div className="font-medium text-stone-900">{order.customerName}</div>
        {order.companyName ? (
          <div className="text-xs text-stone-500">{order.companyName}</div>
        ) : null}
      </TableCell>
      <TableCell
        data-label="Total"
        className="text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums"
      >
        {formatGBP(parsePounds(order.total))}
      </TableCell>
    </TableRow>
  );
}
