import { penceToPounds, type Pence } from '#domain/money';
import type { Database } from '#server/db/client';
import type { ChangeLog } from '#server/http/change-log';
import type { AuditSource } from '../audit/audit-log.ts';
import type { ChangedField, ChangeReactions, OrderBus } from './order-bus.ts';
import { createOrdersAdminRepo, type OrderChanges } from './orders-admin.repo.ts';
import { createOrdersRepo } from './orders.repo.ts';
import type { OrderRow } from './order-row.ts';

/** The order's new bill after its drop: the delivered weight's, or an aborted trip's charge. */
export interface DeliveryBill {
  /** The weight the bill now follows; absent to leave it. */
  billedTonnes?: number;
  /** Aborted-delivery charge added, before VAT; absent for none. */
  addChargePence?: Pence;
  /** The order's figures with the change. */
  vatPence: Pence;
  totalPence: Pence;
}

export interface BilledDelivery {
  after: OrderRow;
  /** The subscribers' work for once the change has committed (withdrawn payments). */
  afterCommit: ((log: ChangeLog) => Promise<void>)[];
}

/**
 * How the deliveries feature re-bills an order for what its drop came to (decision 045), in
 * the caller's transaction with the order locked: the order's figures are written here (the
 * orders feature is the only writer), and told as an edit, so its payments, ledger, invoices
 * (credit note and replacing invoice) and the customer's email follow as for any edit.
 */
export function createDeliveryBilling(bus: Pick<OrderBus, 'emitChange'>) {
  return async (
    tx: Database,
    before: OrderRow,
    bill: DeliveryBill,
    how: { source: AuditSource; at: Date; notifyAddress: string },
  ): Promise<BilledDelivery> => {
    const totalPrice = penceToPounds(bill.totalPence);
    const values: OrderChanges = { vatAmount: penceToPounds(bill.vatPence), totalPrice };
    const changes: ChangedField[] = [];
    if (bill.billedTonnes !== undefined) {
      values.billedTonnes = bill.billedTonnes.toFixed(2);
      changes.push({
        field: 'billedTonnes',
        oldValue: before.billedTonnes ?? before.quantity,
        newValue: values.billedTonnes,
      });
    }
    if (bill.addChargePence) {
      const charge = penceToPounds(bill.addChargePence);
      values.extraCharge = penceToPounds(
        Math.round(Number(before.extraCharge) * 100) + bill.addChargePence,
      );
      changes.push({ field: 'extraCharge', oldValue: before.extraCharge, newValue: charge });
    }
    if (totalPrice !== before.totalPrice) {
      changes.push({ field: 'totalPrice', oldValue: before.totalPrice, newValue: totalPrice });
    }
    const after = await createOrdersAdminRepo(tx).update(before.id, values, how.at);
    if (!after) throw new Error(`Order ${before.id} vanished while it was billed`);
    await createOrdersRepo(tx).addEvents(
      changes.map((c) => ({
        orderId: before.id,
        actor: 'admin',
        type: 'edited',
        ...c,
        createdAt: how.at,
      })),
    );
    const reactions: ChangeReactions = { documents: [], afterCommit: [] };
    await bus.emitChange(tx, ['order.edited'], {
      ...how,
      actor: 'admin',
      orderId: before.id,
      type: 'edited',
      changes,
      before,
      after,
      priceKept: null,
      reactions,
    });
    return { after, afterCommit: reactions.afterCommit };
  };
}

export type DeliveryBilling = ReturnType<typeof createDeliveryBilling>;
