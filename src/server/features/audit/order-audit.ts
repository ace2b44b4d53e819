import type {
  ChangedField,
  DeliveryMove,
  OrderCancelRequested,
  OrderChanged,
  OrderDayMoved,
  OrderEvents,
  PlacedOrder,
} from '../orders/order-bus.ts';
import type { AuditEvent, AuditLog, AuditSource } from './audit-log.ts';

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
const fieldsChanged = (changes: readonly ChangedField[]) => ({
  before: Object.fromEntries(changes.map((c) => [c.field, c.oldValue])),
  after: Object.fromEntries(changes.map((c) => [c.field, c.newValue])),
});

const changedEntry = ({ orderId, type, changes, source }: OrderChanged): AuditEvent => ({
  action: `order.${type}`,
  ...source,
  entity: { type: 'order', id: orderId },
  ...fieldsChanged(changes),
});

const deliveryEntry =
  (source: AuditSource) =>
  ({ after, changes }: DeliveryMove): AuditEvent => ({
    action: 'order.delivery_changed',
    ...source,
    entity: { type: 'order', id: after.id },
    ...fieldsChanged(changes),
  });

/** An edit that kept the old price although checkout's differs: the figures and the reason. */
const priceKeptEntry = ({ orderId, source, priceKept }: OrderChanged): AuditEvent[] =>
  priceKept
    ? [
        {
          action: 'order.price_kept',
          ...source,
          entity: { type: 'order', id: orderId },
          after: { ...priceKept },
        },
      ]
    : [];

const dayMovedEntry = ({ order, from, to, source }: OrderDayMoved): AuditEvent => ({
  action: 'order.delivery_day_moved',
  ...source,
  entity: { type: 'order', id: order.id },
  before: { bookedDate: from },
  after: { bookedDate: to },
});

const cancelRequestedEntry = ({ order, source, at }: OrderCancelRequested): AuditEvent => ({
  action: 'order.cancel_requested',
  ...source,
  entity: { type: 'order', id: order.id },
  after: { cancelRequestedAt: at.toISOString() },
});

/**
 * The audit entries of the orders feature's events, written in the order's transaction, at
 * the last stage: after what the change's other subscribers recorded of their own.
 */
export function subscribeOrderAudit(events: OrderEvents, audit: Pick<AuditLog, 'recordAll'>): void {
  events.on('order.placed', 'records', (tx, { placed }) =>
    audit.recordAll(tx, placed.map(placedEntry)),
  );
  for (const name of ['order.status-changed', 'order.edited', 'order.customer-linked'] as const) {
    events.on(name, 'records', (tx, change) =>
      audit.recordAll(tx, [changedEntry(change), ...priceKeptEntry(change)]),
    );
  }
  events.on('order.delivery-changed', 'records', (tx, { moves, source }) =>
    audit.recordAll(tx, moves.map(deliveryEntry(source))),
  );
  events.on('order.day-moved', 'records', (tx, moved) =>
    audit.recordAll(tx, [dayMovedEntry(moved)]),
  );
  events.on('order.cancel-requested', 'records', (tx, asked) =>
    audit.recordAll(tx, [cancelRequestedEntry(asked)]),
  );
}
