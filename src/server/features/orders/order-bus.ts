import type { PaymentSetup } from '#shared/how-to-pay';
import type { Order } from '#shared/schemas/orders';
import type { Database } from '#server/db/client';
import type { ChangeLog } from '#server/http/change-log';
import type { AuditSource } from '../audit/audit-log.ts';
import type { MailedInvoice } from '../mail/templates/invoice-emails.ts';
import type { PriceKept } from './order-edit.ts';
import type { OrderRow } from './order-row.ts';

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

/** What a change's subscribers hand on: to later stages, and to the orders feature's answer. */
export interface ChangeReactions {
  /** The invoices and credit notes the change issued (`documents`), mailed with its notice. */
  documents: MailedInvoice[];
  /** Work for once the change has committed (withdrawn payments cancelled at the provider). */
  afterCommit: ((log: ChangeLog) => Promise<void>)[];
}

/** An order's fields changed by the back office or its customer, the order locked. */
export interface OrderChanged {
  orderId: number;
  /** The change's name in the order's history (and its audit entry's, after `order.`). */
  type: 'status_changed' | 'edited' | 'customer_linked';
  changes: ChangedField[];
  source: AuditSource;
  actor: 'admin' | 'customer';
  at: Date;
  /**
   * The order as locked, and as the change wrote it. Later stages may have written more (the
   * ledger's payment flags): a subscriber that shows the order reads it again on `tx`.
   */
  before: OrderRow;
  after: OrderRow;
  /** Where the business hears of changes (new_orders_email), read before the transaction. */
  notifyAddress: string;
  /** An edit that kept the old price although checkout's differs: the figures and why. */
  priceKept: PriceKept | null;
  reactions: ChangeReactions;
}

/** An order's booked day moved by the business or its customer (decision 040). */
export interface OrderDayMoved {
  order: Order;
  /** The day it was booked on before, if any. */
  from: string | null;
  to: string;
  byCustomer: boolean;
  source: AuditSource;
}

/** A customer's request that the business cancel their confirmed order (decision 040). */
export interface OrderCancelRequested {
  order: Order;
  source: AuditSource;
  at: Date;
  /** Where the business hears of it (new_orders_email), read before the transaction. */
  notifyAddress: string;
}

/** One order's delivery as the deliveries feature found it and wrote it, field by field. */
export interface DeliveryMove {
  before: OrderRow;
  after: OrderRow;
  changes: ChangedField[];
}

/** Deliveries the back office moved together: scheduled, out, delivered, failed or back. */
export interface OrderDeliveriesMoved {
  moves: DeliveryMove[];
  source: AuditSource;
  at: Date;
}

/** A delivery the deliveries feature marked delivered. */
export interface OrderDelivered {
  orderId: number;
  before: OrderRow;
  after: OrderRow;
  source: AuditSource;
  at: Date;
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
  /** A move to cancelled, by the business or the customer: told with its other event. */
  'order.cancelled': OrderChanged;
  'order.edited': OrderChanged;
  /** A guest order joined to a customer's account. */
  'order.customer-linked': OrderChanged;
  'order.day-moved': OrderDayMoved;
  'order.cancel-requested': OrderCancelRequested;
  'order.delivery-changed': OrderDeliveriesMoved;
  /** Told after `order.delivery-changed`, for each of its moves that delivered an order. */
  'order.delivered': OrderDelivered;
}

export type OrderEventName = keyof OrderEventMap;
/** The events of a change of an order's fields, which one change may be several of. */
export type OrderChangeEventName = {
  [Name in OrderEventName]: OrderEventMap[Name] extends OrderChanged ? Name : never;
}[OrderEventName];

/**
 * When a subscriber runs among those of its event, in this order (and within a stage, in the
 * order modules subscribed). A later stage may read what an earlier one wrote on `tx` or left
 * in the change's `reactions`: the ledger settles money once open payments are withdrawn, the
 * customer's email carries the documents issued, the audit log records it all last.
 */
export const ORDER_REACTION_STAGES = [
  /** Open online payments withdrawn (payments). */
  'payments',
  /** The order's payment status and a refund owed (ledger). */
  'money',
  /** Invoices and credit notes (invoices). */
  'documents',
  /** Emails to the customer and the business, and their tracking links. */
  'notices',
  /** What other features keep of the order: a profile address, an offer, the audit log. */
  'records',
] as const;
export type OrderReactionStage = (typeof ORDER_REACTION_STAGES)[number];

export type OrderSubscriber<Name extends OrderEventName> = (
  tx: Database,
  event: OrderEventMap[Name],
) => Promise<void>;

interface Subscription {
  name: OrderEventName;
  stage: number;
  subscriber: OrderSubscriber<never>;
}

/**
 * The orders feature's events. Modules subscribe while they are registered (before the app
 * answers any request), each subscriber at its stage; the orders feature emits inside its
 * transaction, and each subscriber runs in turn on that same transaction, stage by stage. A
 * subscriber that throws rolls the whole change back: the order, and what every other
 * subscriber wrote with it.
 */
export function createOrderBus() {
  const subscriptions: Subscription[] = [];

  /** The subscribers of any of `names`, stage by stage, each stage in subscription order. */
  async function run(tx: Database, names: readonly OrderEventName[], event: unknown) {
    const due = subscriptions
      .filter((s) => names.includes(s.name))
      .sort((a, b) => a.stage - b.stage);
    for (const { subscriber } of due) {
      await (subscriber as (tx: Database, event: unknown) => Promise<void>)(tx, event);
    }
  }

  return {
    on: <Name extends OrderEventName>(
      name: Name,
      stage: OrderReactionStage,
      subscriber: OrderSubscriber<Name>,
    ): void => {
      subscriptions.push({ name, stage: ORDER_REACTION_STAGES.indexOf(stage), subscriber });
    },
    emit: <Name extends OrderEventName>(
      tx: Database,
      name: Name,
      event: OrderEventMap[Name],
    ): Promise<void> => run(tx, [name], event),
    /**
     * One change told as each of `names` (a cancellation is a status change too): their
     * subscribers run together, stage by stage.
     */
    emitChange: (
      tx: Database,
      names: readonly OrderChangeEventName[],
      change: OrderChanged,
    ): Promise<void> => run(tx, names, change),
  };
}

export type OrderBus = ReturnType<typeof createOrderBus>;
/** What a module outside orders is given: it listens, only the orders feature emits. */
export type OrderEvents = Pick<OrderBus, 'on'>;
