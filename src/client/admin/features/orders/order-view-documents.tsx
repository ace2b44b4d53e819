import type { InvoiceSummary } from '#shared/schemas/invoices';
import { DocumentActions } from '#client/admin/components/document-actions.tsx';
import { formatDate, signedPounds } from '#client/admin/components/format.ts';
import { Nothing, OrderViewCard } from '#client/admin/features/orders/order-view-card.tsx';

const KIND_LABELS = { invoice: 'Invoice', credit_note: 'Credit note' } as const;

function DocumentRow({ document }: { document: InvoiceSummary }) {
  const name = `${KIND_LABELS[document.kind]} ${document.number}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0 text-sm">
        <div className="font-medium text-stone-900">{name}</div>
        <div className="text-xs text-stone-500">
          Issued {formatDate(document.issuedAt)}
          {document.credits ? ` · credits invoice ${document.credits}` : ''}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <span className="text-sm font-semibold text-stone-900 tabular-nums">
          {signedPounds(document.total)}
        </span>
        <DocumentActions id={document.id} name={name} suffix=" (PDF)" />
      </div>
    </li>
  );
}

/** The order's VAT invoices and credit notes, as issued, oldest first. */
export function DocumentsCard({ documents }: { documents: InvoiceSummary[] }) {
  return (
    <OrderViewCard id="order-view-documents" title="Documents">
      {documents.length === 0 ? (
        <Nothing>No invoice or credit note yet.</Nothing>
      ) : (
        <ul className="divide-y divide-stone-200">
          {documents.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </ul>
      )}
    </OrderViewCard>
  );
}
