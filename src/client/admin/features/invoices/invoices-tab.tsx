import { TriangleAlert } from 'lucide-react';

import { useInvoices } from '#client/admin/api/get-invoices.ts';
import { useInvoicingStatus } from '#client/admin/api/get-invoicing-status.ts';
import { Pagination } from '#client/admin/components/pagination.tsx';
import { TabHeader } from '#client/admin/components/tab-header.tsx';
import { usePaging } from '#client/admin/components/use-paging.ts';
import { InvoicesTable } from '#client/admin/features/invoices/invoices-table.tsx';
import { IssueInvoiceForm } from '#client/admin/features/invoices/issue-invoice-form.tsx';
import { UninvoicedOrders } from '#client/admin/features/invoices/uninvoiced-orders.tsx';

/** VAT invoices and credit notes, newest first: download any, or email it again. */
export function InvoicesTab() {
  const paging = usePaging();
  const { page, pageSize } = paging;
  const { data, isLoading, error } = useInvoices(page, pageSize);
  const status = useInvoicingStatus();

  return (
    <div className="grid gap-4">
      <TabHeader
        title="Invoices"
        description="Issued when an order is confirmed; a change or cancellation issues a credit note."
        actions={<IssueInvoiceForm />}
      />
      {status.data && !status.data.ready ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{status.data.message}</span>
        </p>
      ) : null}
      <UninvoicedOrders ready={status.data?.ready ?? false} />
      <InvoicesTable invoices={data?.items} isLoading={isLoading} error={error} />
      <Pagination noun="invoices" idPrefix="invoices" total={data?.total ?? 0} paging={paging} />
    </div>
  );
}
