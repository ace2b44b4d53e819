import { useEffect, useRef } from 'react';

import type { ErasureReport } from '#shared/schemas/data-requests';
import { formatLongDate } from '#client/admin/components/format.ts';

const orderList = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(', ');

const documentsNote = (documents: readonly string[]) =>
  documents.length === 0
    ? ''
    : ` (${documents.length === 1 ? 'invoice' : 'invoices'} ${documents.join(', ')})`;

/**
 * What an erasure did, for the admin to tell the person: the same facts as the email the
 * person gets.
 */
export function ErasureResult({ email, report }: { email: string; report: ErasureReport }) {
  const { ordersErased, ordersKept } = report;
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog that asked has closed: the admin (and a screen reader) carries on from here.
  useEffect(() => heading.current?.focus(), [report]);
  return (
    <section
      aria-labelledby="erasure-result-title"
      className="grid gap-2 rounded-lg border border-forest-200 bg-forest-50 p-3 text-sm text-stone-800"
    >
      <h4
        id="erasure-result-title"
        ref={heading}
        tabIndex={-1}
        className="font-bold break-all text-stone-900"
      >
        Erased: {email}
      </h4>
      <ul className="grid list-disc gap-1 pl-5">
        <li>{report.accountDeleted ? 'Account deleted' : 'No account to delete'}</li>
        <li>
          {ordersErased.length === 0
            ? 'No orders erased now'
            : `Erased now: ${ordersErased.length === 1 ? 'order' : 'orders'} ${orderList(ordersErased)}`}
        </li>
        {ordersKept.map((kept) => (
          <li key={kept.orderId}>
            Kept until {formatLongDate(kept.keptUntil)} (invoiced): order #{kept.orderId}
            {documentsNote(kept.documents)}
          </li>
        ))}
        <li>Contact messages deleted: {report.contactMessagesDeleted}</li>
      </ul>
    </section>
  );
}
