import type { BalanceState } from '#domain/ledger';
import type { OrderStatus } from '#shared/schemas/orders';
import type { BadgeTone } from '#client/admin/components/badge.tsx';

const BALANCE_STATE_VIEW: Record<BalanceState, { label: string; tone: BadgeTone }> = {
  settled: { label: 'Settled', tone: 'success' },
  balance_due: { label: 'Balance due', tone: 'warning' },
  refund_owed: { label: 'Refund owed', tone: 'danger' },
};

/**
 * How an order's balance reads (the ledger and the order's view), and its badge's tone. A
 * pending order owes nothing yet: it is paid once confirmed and invoiced, within the terms.
 */
export function balanceView(
  status: OrderStatus,
  state: BalanceState,
): { label: string; tone: BadgeTone } {
  if (status === 'pending' && state === 'balance_due') {
    return { label: 'To pay once confirmed', tone: 'neutral' };
  }
  return BALANCE_STATE_VIEW[state];
}
