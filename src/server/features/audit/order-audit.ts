import type { OrderEvents, PlacedOrder } from '../orders/order-bus.ts';
import type { AuditEvent, AuditLog } from './audit-log.ts';

/**
 * What the audit log keeps of a new order: the account (by id), the region and the figures the
 * server worked out; never the person's details, which an erasure could not reach here.
 */
const placedEntry = ({ order, source }: PlacedOrder): AuditEvent => ({
  action: 'order.placed',
  ...source,
  entity: { type: 'order', id: order.id },
  after: {
    customerId: order.customerId,
    region: order.region,
    quantity: order.quantity,
    unitPrice: order.unitPrice,
    vatRate: order.vatRate,
    vatAmount: order.vatAmount,
    totalPrice: order.totalPrice,
  },
});

/** The audit entries of the orders feature's events, written in the order's transaction. */
export function subscribeOrderAudit(events: OrderEvents, audit: Pick<AuditLog, 'recordAll'>): void {
  events.on('order.placed', (tx, { placed }) => audit.recordAll(tx, placed.map(placedEntry)));
}
