import type { Database } from '#server/db/client';
import type { AuditSource } from '../audit/audit-log.ts';
import type { DeliveryMove, OrderBus } from './order-bus.ts';

/**
 * How the deliveries feature tells the shop of its moves, in their transaction (the orders
 * feature is the only one that emits): all of them as `order.delivery-changed`, then each move
 * to delivered as `order.delivered`.
 */
export function createDeliveryMoveEvents(bus: Pick<OrderBus, 'emit'>) {
  return async (
    tx: Database,
    moves: DeliveryMove[],
    source: AuditSource,
    at: Date,
  ): Promise<void> => {
    if (moves.length === 0) return;
    await bus.emit(tx, 'order.delivery-changed', { moves, source, at });
    for (const { before, after } of moves) {
      if (after.deliveryStatus !== 'delivered' || before.deliveryStatus === 'delivered') continue;
      await bus.emit(tx, 'order.delivered', { orderId: after.id, before, after, source, at });
    }
  };
}

export type DeliveryMoveEvents = ReturnType<typeof createDeliveryMoveEvents>;
