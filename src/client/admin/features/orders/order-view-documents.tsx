import { Download, Mail } from 'lucide-react';

import type { InvoiceSummary } from '#shared/schemas/invoices';
import { invoicePdfUrl } from '#client/admin/api/get-invoices.ts';
import { useResendInvoice } from '#client/admin/api/resend-invoice.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { formatDate, formatPounds } from '#client/admin/components/format.ts';
import { IconButton } from '#client/admin/components/icon-button.tsx';
import { Nothing, OrderViewCard } from '#client/admin/features/orders/order-view-card.tsx';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { toast } from '#client/components/ui/use-toast.ts';

const KIND_LABELS = { invoice: 'Invoice', credit_note: 'Credit note' } as const;

/** A credit note's total is negative: "-£338.10". */
const signedPounds = (amount: string) =>
  amount.startsWith('-') ? `-${formatPounds(amount.slice(1))}` : formatPounds(amount);

function DocumentRow({ document }: { document: InvoiceSummary }) {
  const resend = useResendInvoice();
  const name = `${KIND_LABELS[document.kind]} ${document.number}`;
  const send = () =>
    resend.mutate(document.id, {
      onSuccess: (answer) =>
        toast({ title: adminMessages.emailSent, description: answer.message, variant: 'success' }),
      onError: toastFailure(adminMessages.emailFailed),
    });
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
        <a
          href={invoicePdfUrl(document.id)}
          download
          aria-label={`Download ${name.toLowerCase()} (PDF)`}
          title={`Download ${name} (PDF)`}
          className="inline-flex size-8 items-center justify-center rounded-md border border-stone-300 bg-white text-stone-700 shadow-xs hover:bg-stone-50"
        >
          <Download aria-hidden className="size-4" />
        </a>
        <IconButton
          label={`Email ${name.toLowerCase()} again`}
          onClick={send}
          disabled={resend.isPending}
        >
          <Mail aria-hidden className="size-4" />
        </IconButton>
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
