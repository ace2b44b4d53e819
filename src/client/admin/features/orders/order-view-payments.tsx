import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';

import { LEDGER_METHOD_LABELS } from '#domain/ledger';
import type { LedgerEntry } from '#shared/schemas/ledger';
import type { PaymentAttempt } from '#shared/schemas/order-overview';
import { whenClosed } from '#client/admin/components/form-dialog.tsx';
import { Badge } from '#client/admin/components/badge.tsx';
import { formatDate, formatDateTime, formatPounds } from '#client/admin/components/format.ts';
import { useOrderLedger } from '#client/admin/features/orders/api/get-order-ledger.ts';
import { Nothing, OrderViewCard } from '#client/admin/features/orders/order-view-card.tsx';
import { PAYMENT_STATUS_TONES } from '#client/admin/features/orders/order-status.ts';
import { ReverseWriteOffDialog } from '#client/admin/features/orders/reverse-write-off-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-client.ts';

function LedgerList({ orderId }: { orderId: number }) {
  const ledger = useOrderLedger(orderId);
  if (ledger.error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not load the money received: {errorMessage(ledger.error, 'please try again.')}
      </p>
    );
  }
  if (!ledger.data) {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm text-stone-500">
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        Loading money received…
      </p>
    );
  }
  if (ledger.data.length === 0) return <Nothing>No money received or refunded yet.</Nothing>;
  return (
    <ul className="divide-y divide-stone-200">
      {ledger.data.map((entry) =>
        entry.kind === 'write_off' || entry.kind === 'write_off_reversal' ? (
          <WriteOffRow
            key={entry.id}
            entry={entry}
            reversed={ledger.data.some((other) => other.reversesId === entry.id)}
          />
        ) : (
          <LedgerRow key={entry.id} entry={entry} />
        ),
      )}
    </ul>
  );
}

/** A write-off or its reversal: 'Written off: £0.10 (Bank charge)'. */
function writeOffTitle(entry: LedgerEntry): string {
  const amount = formatPounds(entry.amount);
  const what =
    entry.kind === 'write_off_reversal'
      ? 'Write-off reversed'
      : entry.writeOffPart === 'overpayment'
        ? 'Overpayment kept'
        : 'Written off';
  return `${what}: ${amount} (${entry.reason ?? ''})`;
}

function WriteOffRow({ entry, reversed }: { entry: LedgerEntry; reversed: boolean }) {
  const [reversing, setReversing] = useState(false);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
      <div className="min-w-0">
        <div className="font-medium [overflow-wrap:anywhere] text-stone-900">
          {writeOffTitle(entry)}
        </div>
        <div className="text-xs text-stone-500">
          {formatDate(`${entry.movedOn}T12:00:00Z`)}
          {reversed ? ' · reversed' : ''}
        </div>
      </div>
      {entry.kind === 'write_off' && !reversed ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Reverse the write-off of ${formatPounds(entry.amount)}`}
          onClick={() => setReversing(true)}
        >
          Reverse
        </Button>
      ) : null}
      {reversing ? (
        <ReverseWriteOffDialog entry={entry} onOpenChange={whenClosed(() => setReversing(false))} />
      ) : null}
    </li>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const refund = entry.kind === 'refund';
  const method = entry.method === 'none' ? 'No money moved' : LEDGER_METHOD_LABELS[entry.method];
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
      <div className="min-w-0">
        <div className="font-medium text-stone-900">
          {refund ? 'Refund' : 'Payment'} · {method}
        </div>
        <div className="text-xs [overflow-wrap:anywhere] text-stone-500">
          {formatDate(`${entry.movedOn}T12:00:00Z`)}
          {entry.reference ? ` · ref. ${entry.reference}` : ''}
          {entry.note ? ` · ${entry.note}` : ''}
        </div>
      </div>
      <span className="font-semibold text-stone-900 tabular-nums">
        {refund ? '−' : ''}
        {formatPounds(entry.amount)}
      </span>
    </li>
  );
}

function AttemptRow({ attempt }: { attempt: PaymentAttempt }) {
  const notes = [
    attempt.voidedAt ? `withdrawn ${formatDateTime(attempt.voidedAt)}` : null,
    attempt.expiredAt ? `expired ${formatDateTime(attempt.expiredAt)}` : null,
    attempt.lastCheckError ? `last check failed: ${attempt.lastCheckError}` : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
      <div className="min-w-0">
        <div className="font-medium text-stone-900">
          Pay Now {attempt.reference ? `· ${attempt.reference}` : ''}
        </div>
        <div className="text-xs [overflow-wrap:anywhere] text-stone-500">
          Started {formatDateTime(attempt.createdAt)}
          {notes.length > 0 ? ` · ${notes.join(' · ')}` : ''}
        </div>
      </div>
      <span className="flex items-center gap-2">
        <Badge tone={PAYMENT_STATUS_TONES[attempt.status]}>{attempt.status}</Badge>
        <span className="font-semibold text-stone-900 tabular-nums">
          {formatPounds(attempt.amount)}
        </span>
      </span>
    </li>
  );
}

/** Money that moved for the order (the ledger) and its online payment attempts. */
export function PaymentsCard({
  orderId,
  attempts,
}: {
  orderId: number;
  attempts: PaymentAttempt[];
}) {
  return (
    <OrderViewCard id="order-view-payments" title="Payments">
      <div className="grid gap-4">
        <div>
          <h4 className="mb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            Received, refunded and written off
          </h4>
          <LedgerList orderId={orderId} />
        </div>
        <div>
          <h4 className="mb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            Online payment attempts
          </h4>
          {attempts.length === 0 ? (
            <Nothing>No online payment attempted.</Nothing>
          ) : (
            <ul className="divide-y divide-stone-200">
              {attempts.map((attempt) => (
                <AttemptRow key={attempt.id} attempt={attempt} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </OrderViewCard>
  );
}
