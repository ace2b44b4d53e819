import type { LedgerTotals } from '#shared/schemas/ledger';
import { formatPounds } from '#client/admin/components/format.ts';
import { cn } from '#client/lib/cn.ts';

const FIGURES: {
  key: Exclude<keyof LedgerTotals, 'orders' | 'overpaymentKept'>;
  label: string;
  tone?: string;
}[] = [
  { key: 'received', label: 'Received' },
  { key: 'refunded', label: 'Refunded' },
  { key: 'refundOwed', label: 'Refunds owed', tone: 'text-red-800' },
  { key: 'balanceDue', label: 'Balances due', tone: 'text-amber-800' },
  { key: 'writtenOff', label: 'Written off', tone: 'text-stone-700' },
];

/** The sums of every order the filters match, not only the page's. */
export function LedgerTotalsView({
  totals,
  updating,
}: {
  totals: LedgerTotals | undefined;
  updating: boolean;
}) {
  return (
    <section aria-label="Totals for these filters" aria-busy={updating || !totals}>
      <dl
        className={cn(
          'grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6',
          updating && 'opacity-60 transition-opacity',
        )}
      >
        <div className="rounded-lg border border-stone-200 bg-white p-3">
          <dt className="text-xs font-medium text-stone-600">Orders</dt>
          <dd
            className="text-lg font-bold text-stone-900 tabular-nums"
            data-testid="ledger-total-orders"
          >
            {totals ? totals.orders.toLocaleString('en-GB') : '…'}
          </dd>
        </div>
        {FIGURES.map(({ key, label, tone }) => (
          <div key={key} className="rounded-lg border border-stone-200 bg-white p-3">
            <dt className="text-xs font-medium text-stone-600">{label}</dt>
            <dd
              className={cn('text-lg font-bold tabular-nums', tone ?? 'text-stone-900')}
              data-testid={`ledger-total-${key}`}
            >
              {totals ? formatPounds(totals[key]) : '…'}
            </dd>
            {key === 'writtenOff' && totals && totals.overpaymentKept !== '0.00' ? (
              <dd className="text-xs text-stone-600 tabular-nums">
                Overpayments kept: {formatPounds(totals.overpaymentKept)}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
