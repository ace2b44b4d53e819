import type { ReactNode } from 'react';
import { FileDown } from 'lucide-react';

import type { InvoiceSummary } from '#shared/schemas/invoices';
import type { Order } from '#shared/schemas/orders';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { customerInvoicePdfUrl } from '#client/features/invoices/api/get-customer-invoices.ts';

const label = (invoice: InvoiceSummary) =>
  `${invoice.kind === 'invoice' ? 'VAT invoice' : 'Credit note'} ${invoice.number}`;

/**
 * The invoice part of an order in the history, for the order list's action seam: a download
 * link for each of the order's documents, or null when it has none.
 */
export function orderInvoiceLinks(invoices: InvoiceSummary[]): (order: Order) => ReactNode {
  return function renderInvoiceLinks(order) {
    const own = invoices.filter((invoice) => invoice.orderId === order.id);
    if (own.length === 0) return null;
    return own.map((invoice) => (
      <a
        key={invoice.id}
        href={customerInvoicePdfUrl(invoice.id)}
        download
        className={buttonClassName({ variant: 'outline', size: 'sm' })}
      >
        <FileDown aria-hidden className="size-4" />
        {label(invoice)}
        <span className="sr-only"> (PDF)</span>
      </a>
    ));
  };
}
