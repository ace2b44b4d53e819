import type { DataRequestSummary } from '#shared/schemas/data-requests';
import { Badge } from '#client/admin/components/badge.tsx';
import { formatDate, formatDateTime, formatPounds } from '#client/admin/components/format.ts';

const plural = (count: number, noun: string, nouns = `${noun}s`) =>
  `${count} ${count === 1 ? noun : nouns}`;

/** What a look-up found, in brief: the file holds the details. */
export function DataRequestResult({ summary }: { summary: DataRequestSummary }) {
  const { account, orders, emails, contactMessages } = summary;
  return (
    <div className="grid gap-3 text-sm text-stone-700" aria-live="polite">
      <p data-testid="data-request-found">
        <span className="font-semibold break-all text-stone-900">{summary.email}</span>:{' '}
        {summary.records === 0
          ? 'nothing is held about this address.'
          : `${plural(summary.records, 'record')} held.`}
      </p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Account</dt>
        <dd>
          {account
            ? `${account.name}${account.companyName ? `, ${account.companyName}` : ''} (since ${formatDate(account.createdAt)})`
            : 'None (guest or unknown)'}
        </dd>
        <dt className="font-semibold">Sign-ins</dt>
        <dd>{plural(summary.signIns, 'entry', 'entries')}</dd>
        <dt className="font-semibold">Emails sent</dt>
        <dd>{plural(emails.length, 'email')}</dd>
        <dt className="font-semibold">Contact messages</dt>
        <dd>
          {contactMessages.length === 0
            ? 'None'
            : contactMessages
                .map((message) => `${message.subject} (${formatDate(message.sentAt)})`)
                .join('; ')}
        </dd>
      </dl>
      {orders.length > 0 ? (
        <ul className="grid gap-1" aria-label="Orders found">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-stone-900">Order #{order.id}</span>
              <span>{formatDateTime(order.placedAt)}</span>
              <span>{formatPounds(order.totalPrice)}</span>
              <Badge>{order.status}</Badge>
              <Badge tone={order.linkedToAccount ? 'success' : 'info'}>
                {order.linkedToAccount ? 'Account' : 'Guest'}
              </Badge>
              {order.documents.length > 0 ? (
                <span>Invoices {order.documents.join(', ')}</span>
              ) : null}
              {order.payments > 0 ? <span>{plural(order.payments, 'payment')}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
