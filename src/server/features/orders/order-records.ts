import type { Database } from '#server/db/client';
import { createOrdersAdminRepo } from './orders-admin.repo.ts';
import { createOrdersRepo, type NewOrderEvent } from './orders.repo.ts';
import type { OrderRow } from './order-row.ts';

/**
 * What other features may do with an order's row, in the transaction they hand in: invoices
 * read or lock the order they bill and add the invoice to its history; deliveries lock the
 * orders they move. The queries stay in this feature's repos, which no other feature imports.
 */
export function orderRecords(tx: Database) {
  return {
    findById: (id: number): Promise<OrderRow | null> => createOrdersRepo(tx).findById(id),
    /** The order, locked for the rest of `tx`. */
    lockById: (id: number): Promise<OrderRow | null> => createOrdersAdminRepo(tx).lockById(id),
    /** The orders, locked in id order for the rest of `tx`; missing ids are absent. */
    lockMany: (ids: number[]): Promise<OrderRow[]> => createOrdersAdminRepo(tx).lockByIds(ids),
    addEvents: (events: NewOrderEvent[]): Promise<void> => createOrdersRepo(tx).addEvents(events),
  };
}
