import type { Database } from '#server/db/client';
import type { OrderChanged, OrderEvents } from '../orders/order-bus.ts';
import type { PaymentsService } from './payments.service.ts';

/**
 * An order cancelled, or edited to a new total, no longer wants the open payments made for it
 * as it was: they are withdrawn in the change's transaction (order events, `payments` stage,
 * before the ledger settles the order) and cancelled at the provider once it has committed.
 */
export function subscribeWithdrawals(
  events: OrderEvents,
  payments: Pick<PaymentsService, 'withdrawForChangedOrder' | 'cancelAtProvider'>,
): void {
  const withdraw = async (tx: Database, { orderId, at, reactions }: OrderChanged) => {
    const withdrawn = await payments.withdrawForChangedOrder(tx, orderId, at);
    if (withdrawn.length === 0) return;
    reactions.afterCommit.push(async (log) => {
      log.info({ orderId, providerPaymentIds: withdrawn }, 'open payments withdrawn');
      await payments.cancelAtProvider(withdrawn, log);
    });
  };
  events.on('order.cancelled', 'payments', withdraw);
  events.on('order.edited', 'payments', async (tx, change) => {
    if (change.changes.some((c) => c.field === 'totalPrice')) await withdraw(tx, change);
  });
}
