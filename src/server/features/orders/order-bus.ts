import type { PaymentSetup } from '#shared/how-to-pay';
import type { Order } from '#shared/schemas/orders';
import type { Database } from '#server/db/client';
import type { AuditSource } from '../audit/audit-log.ts';

/** An order just written by placement, with what its subscribers need to know of how. */
export interface PlacedOrder {
  order: Order;
  placedBy: 'customer' | 'system';
  source: AuditSource;
  /** The session's customer asked to keep this order's address on their profile. */
  saveAddressFor: number | null;
  /** Where the business hears of new orders. */
  notifyAddress: string;
  /** How to pay, for the customer's confirmation. */
  payment: PaymentSetup;
  /** The address has had its share of confirmations: only the business hears of the order. */
  confirmationWithheld: boolean;
  /** The top-up offer's recipient (decision 027) the order accepts; null for any other order. */
  offerRecipientId: number | null;
}

/** One changed field of an order, as its history shows it. */
export interface ChangedField {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** An order's fields changed by the back office or its customer, the order locked. */
export interface OrderChanged {
  orderId: number;
  /** The change's name in the order's history (and its audit entry's, after `order.`). */
  type: 'status_changed' | 'edited' | 'customer_linked';
  changes: ChangedField[];
  source: AuditSource;
}

/**
 * What the orders feature tells the rest of the shop, each inside the transaction of the
 * change. Placement writes orders in batches (group commit), so `order.placed` names all the
 * orders of one write: a subscriber handles them together and adds no query per order.
 */
export interface OrderEventMap {
  'order.placed': { placed: PlacedOrder[] };
  /** A status move, a cancellation among them. */
  'order.status-changed': OrderChanged;
  'order.edited': OrderChanged;
  /** A guest order joined to a customer's account. */
  'order.customer-linked': OrderChanged;
}

export type OrderEventName = keyof OrderEventMap;

export type OrderSubscriber<Name extends OrderEventName> = (
  tx: Database,
  event: OrderEventMap[Name],
) => Promise<void>;

/**
 * The orders feature's events. Modules subscribe while they are registered (before the app
 * answers any request); the orders feature emits inside its transaction, and each subscriber
 * runs in turn on that same transaction, in the order they subscribed. A subscriber that throws
 * rolls the whole change back: the order, and what every other subscriber wrote with it.
 */
export function createOrderBus() {
  const subscribers = new Map<OrderEventName, OrderSubscriber<never>[]>();
  return {
    on: <Name extends OrderEventName>(name: Name, subscriber: OrderSubscriber<Name>): void => {
      const list = subscribers.get(name) ?? [];
      list.push(subscriber);
      subscribers.set(name, list);
    },
    emit: async <Name extends OrderEventName>(
      tx: Database,
      name: Name,
      event: OrderEventMap[Name],
    ): Promise<void> => {
      for (const subscriber of subscribers.get(name) ?? []) {
        await (subscriber as OrderSubscriber<Name>)(tx, event);
      }
    },
  };
}

export type OrderBus = ReturnType<typeof createOrderBus>;
/** What a module outside orders is given: it listens, only the orders feature emits. */
export type OrderEvents = Pick<OrderBus, 'on'>;
