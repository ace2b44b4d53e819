import type { OrderChanged, OrderEvents, PlacedOrder } from '../orders/order-bus.ts';
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

/** A change's fields as they were and as they are. */
const changedEntry = ({ orderId, type, changes, source }: OrderChanged): AuditEvent => ({
  action: `order.${type}`,
  ...source,
  entity: { type: 'order', id: orderId },
  before: Object.fromEntries(changes.map((c) => [c.field, c.oldValue])),
  after: Object.fromEntries(changes.map((c) => [c.field, c.newValue])),
});

/** The audit entries of the orders feature's events, written in the order's transaction. */
export function subscribeOrderAudit(events: OrderEvents, audit: Pick<AuditLog, 'recordAll'>): void {
  events.on('order.placed', (tx, { placed }) => audit.recordAll(tx, placed.map(placedEntry)));
  for (const name of ['order.status-changed', 'order.edited', 'order.customer-linked'] as const) {
    events.on(name, (tx, change) => audit.recordAll(tx, [changedEntry(change)]));
  }
}
