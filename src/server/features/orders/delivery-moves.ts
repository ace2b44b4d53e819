import type { Database } from '#server/db/client';
import type { AuditSource } from '../audit/audit-log.ts';
import type { OrderBus } from './order-bus.ts';
import type { OrderRow } from './order-row.ts';

/** One order's delivery as the deliveries feature found it and as it wrote it. */
export interface DeliveryMove {
  before: OrderRow;
  after: OrderRow;
}

/**
 * How the deliveries feature tells the shop of its moves, in their transaction: each move to
 * delivered is `order.delivered` (the orders feature is the only one that emits).
 */
export function createDeliveryMoveEvents(bus: Pick<OrderBus, 'emit'>) {
  return async (
    tx: Database,
    moves: readonly DeliveryMove[],
    source: AuditSource,
    at: Date,
  ): Promise<void> => {
    for (const { before, after } of moves) {
      if (after.deliveryStatus !== 'delivered' || before.deliveryStatus === 'delivered') continue;
      await bus.emit(tx, 'order.delivered', { orderId: after.id, before, after, source, at });
    }
  };
}

export type DeliveryMoveEvents = ReturnType<typeof createDeliveryMoveEvents>;
