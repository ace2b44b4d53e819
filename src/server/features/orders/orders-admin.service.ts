import { formatGBP, parsePounds } from '#domain/money';
import type {
  AdminOrder,
  AdminOrderUpdate,
  OrderEvent,
  OrderListQuery,
  Page,
} from '#shared/schemas/admin';
import type { OrderEditPreview, OrderStatusAnswer } from '#shared/schemas/order-edit';
import type { OrderStatus } from '#shared/schemas/orders';
import type { Database } from '#server/db/client';
import type { ChangeLog } from '#server/http/change-log';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { orderEmailHistory } from '../mail/mail-history.ts';
import type { Order } from '#shared/schemas/orders';
import type { DayBooking, DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { TrackingLinks } from '../tracking/tracking-links.ts';
import { editChanges, type OrderEdit, type PriceKept } from './order-edit.ts';
import { previewEdit } from './order-edit-preview.ts';
import { priceEditRequest, samePriceBasis, type EditPriceSources } from './order-edit-prices.ts';
import { createOrderEmailResend } from './order-email-resend.ts';
import { ORDER_NOT_FOUND } from './order-not-found.ts';
import { orderHistory } from './order-history.ts';
import { toOrder } from './order-mapper.ts';
import { createOrdersAdminRepo } from './orders-admin.repo.ts';
import type { ChangeReactions, OrderBus, OrderChangeEventName } from './order-bus.ts';
import { createOrdersRepo } from './orders.repo.ts';
import type { OrderRow } from './order-row.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

type OrderChangeType = 'status_changed' | 'edited' | 'customer_linked';

/** The event each kind of change is told as. */
const CHANGE_EVENTS = {
  status_changed: 'order.status-changed',
  edited: 'order.edited',
  customer_linked: 'order.customer-linked',
} as const satisfies Record<OrderChangeType, OrderChangeEventName>;

/** A change's events: its kind's, and order.cancelled too when it moves the order there. */
const eventsOf = (type: OrderChangeType, before: OrderRow, after: OrderRow) => [
  CHANGE_EVENTS[type],
  ...(after.status === 'cancelled' && before.status !== 'cancelled'
    ? (['order.cancelled'] as const)
    : []),
];

/** The business books and moves days without the customers' notice. */
const BY_BUSINESS = { byBusiness: true };

const notFound = () => new AppError('not_found', ORDER_NOT_FOUND);
const changedMeanwhile = (orderId: number) =>
  new AppError('conflict', `Order #${orderId} changed meanwhile: please try again`);

const PRICE_NAMES: Record<PriceKept['tier'] | 'custom', string> = {
  single: 'single price',
  bulk: 'bulk price',
  wholesale: 'wholesale price',
  custom: "customer's custom price",
};

/** "£294.00 a tonne instead of the bulk price £308.00 (reason: agreed by phone)". */
function keptPriceText(kept: PriceKept): string {
  const pounds = (amount: string) => formatGBP(parsePounds(amount));
  const name = PRICE_NAMES[kept.source === 'custom' ? 'custom' : kept.tier];
  return `${pounds(kept.keptUnitPrice)} a tonne instead of the ${name} ${pounds(kept.checkoutUnitPrice)} (reason: ${kept.reason})`;
}

interface ChangeOutcome {
  order: AdminOrder;
  /** What the change's subscribers left for after the commit. */
  afterCommit: ChangeReactions['afterCommit'];
  fields: string[];
  /** What the business should know beyond the change (no invoice issued, and why). */
  notice: string | null;
}

/** Who asked for a change: where it is logged, and how the audit log names them. */
export interface ChangeSource {
  log: ChangeLog;
  source: AuditSource;
}

/** The back office's work on orders. Every change is written with its order events. */
export function createOrdersAdminService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  settings: Pick<SettingsService, 'newOrdersEmail' | 'paymentSetup'>;
  /** The edit preview counts the open payments an edit would withdraw. */
  payments: Pick<PaymentsService, 'countOpenAttempts'>;
  /** Reads only: the edit preview's documents, and the answer's notice of a missing invoice. */
  invoices: Pick<InvoicesService, 'previewChange' | 'missingInvoiceNotice'>;
  customerExists: (customerId: number) => Promise<boolean>;
  trackingLinks: TrackingLinks;
  now: () => Date;
  /** Queues the emails a resend asks for (a change's own are its subscribers'). */
  outbox: Pick<Outbox, 'queue'>;
  audit: Pick<AuditLog, 'record'>;
  /** Told of each change, inside its transaction: its reactions are the subscribers'. */
  bus: Pick<OrderBus, 'emit' | 'emitChange'>;
  deliveryPromise: Pick<
    DeliveryPromiseService,
    'dayFor' | 'reserve' | 'refusal' | 'bookingsChanged'
  >;
  /** Checkout's prices, which an edit of quantity or region takes. */
  regions: EditPriceSources['regions'];
  customers: EditPriceSources['customers'];
}) {
  const priceSources: EditPriceSources = {
    regions: deps.regions,
    customers: deps.customers,
    now: deps.now,
  };

  /**
   * Writes one order's change and one event per changed field, inside the caller's
   * transaction, with the order already locked, and tells it (`emitChange`): its reactions
   * are the subscribers' (open payments withdrawn, the ledger, documents, emails, audit). A
   * change to the same value is no change: no event, nothing told. The answer is the order as
   * the subscribers left it (the ledger's payment flags).
   */
  async function applyChange(
    tx: Database,
    current: OrderRow,
    type: OrderChangeType,
    plan: (current: OrderRow) => OrderEdit,
    how: { source: AuditSource; at: Date; notifyAddress: string; actor: 'admin' | 'customer' },
  ): Promise<ChangeOutcome> {
    const { values, changes, priceKept } = plan(current);
    const notice = (row: OrderRow) =>
      type === 'status_changed' ? deps.invoices.missingInvoiceNotice(tx, row) : null;
    if (changes.length === 0) {
      const same = { afterCommit: [], fields: [] };
      return { ...same, order: toOrder(current), notice: await notice(current) };
    }
    const { at, actor } = how;
    const repo = createOrdersRepo(tx);
    const row = await createOrdersAdminRepo(tx).update(current.id, values, at);
    if (!row) throw notFound();
    await repo.addEvents([
      ...changes.map((c) => ({
        orderId: current.id,
        actor,
        staffId: how.source.staffId ?? null,
        type,
        field: c.field,
        oldValue: c.oldValue,
        newValue: c.newValue,
        createdAt: at,
      })),
      ...(priceKept
        ? [
            {
              orderId: current.id,
              actor,
              type: 'price_kept',
              newValue: keptPriceText(priceKept),
              createdAt: at,
            },
          ]
        : []),
    ]);
    const reactions: ChangeReactions = { documents: [], afterCommit: [] };
    await deps.bus.emitChange(tx, eventsOf(type, current, row), {
      ...how,
      orderId: current.id,
      type,
      changes,
      before: current,
      after: row,
      priceKept,
      reactions,
    });
    const settled = await repo.findById(current.id);
    if (!settled) throw notFound();
    return {
      order: toOrder(settled),
      afterCommit: reactions.afterCommit,
      fields: changes.map((c) => c.field),
      notice: await notice(settled),
    };
  }

  /** After commit: what changed goes to the log, then the work the subscribers left for now. */
  async function afterCommit(outcomes: ChangeOutcome[], type: string, log: ChangeLog) {
    for (const { order, fields } of outcomes) {
      if (fields.length > 0) {
        log.info(
          { orderId: order.id, change: type, fields, status: order.status },
          'order changed',
        );
      }
    }
    for (const work of outcomes.flatMap((outcome) => outcome.afterCommit)) await work(log);
  }

  /**
   * Locks the order and changes it in one transaction, so two edits never interleave. The
   * customer's own change (`actor`) is named as theirs in its history and its events.
   */
  async function change(
    orderId: number,
    type: OrderChangeType,
    plan: (current: OrderRow) => OrderEdit,
    who: ChangeSource,
    actor: 'admin' | 'customer' = 'admin',
  ): Promise<ChangeOutcome> {
    // Read before the transaction: where a refund owed or a customer's cancel is reported.
    const notifyAddress = await deps.settings.newOrdersEmail();
    const outcome = await deps.transaction(async (tx) => {
      const current = await createOrdersAdminRepo(tx).lockById(orderId);
      if (!current) throw notFound();
      const how = { source: who.source, at: deps.now(), notifyAddress, actor };
      return applyChange(tx, current, type, plan, how);
    });
    await afterCommit([outcome], type, who.log);
    return outcome;
  }

  const answerOf = ({ order, notice }: ChangeOutcome): OrderStatusAnswer => ({
    ...order,
    notice,
  });

  /** The day move's writes, in its transaction: the order and its event, then told. */
  async function writeDayMove(
    tx: Database,
    current: OrderRow,
    booking: DayBooking,
    source: AuditSource,
    byCustomer: boolean,
  ): Promise<Order> {
    const at = deps.now();
    const from = current.deliveryBookedDate;
    const row = await createOrdersAdminRepo(tx).update(
      current.id,
      { deliveryRoundId: booking.roundId, deliveryBookedDate: booking.date },
      at,
    );
    if (!row) throw notFound();
    await createOrdersRepo(tx).addEvents([
      {
        orderId: current.id,
        actor: byCustomer ? 'customer' : 'admin',
        staffId: source.staffId ?? null,
        type: 'delivery_day_moved',
        field: 'bookedDate',
        oldValue: from,
        newValue: booking.date,
        createdAt: at,
      },
    ]);
    const order = toOrder(row);
    await deps.bus.emit(tx, 'order.day-moved', {
      order,
      from,
      to: booking.date,
      byCustomer,
      source,
    });
    return order;
  }

  return {
    /**
     * Moves an order to another day of the round serving it (or books one), where the lorries
     * have room for it. The business is not bound by the notice customers must give: any day
     * from today will do. The customer is emailed; the day it leaves frees its tonnes.
     * `asCustomer`: the customer moves their own order (decision 040): other people's orders
     * are not found, `check` throws the customer's refusal (before and under the lock), and
     * the day must leave the notice checkout gives.
     */
    async moveBookedDay(
      orderId: number,
      date: string,
      who: ChangeSource,
      asCustomer?: { customerId: number; check: (current: OrderRow) => void },
    ): Promise<AdminOrder> {
      const theirs = (row: OrderRow | null): row is OrderRow =>
        row !== null && (!asCustomer || row.customerId === asCustomer.customerId);
      // The round's day is found before the transaction: on the embedded database a read
      // outside it would wait for it to end.
      const found = await createOrdersRepo(deps.db).findById(orderId);
      if (!theirs(found)) throw notFound();
      asCustomer?.check(found);
      const { postcode } = found;
      const tonnes = Number(found.quantity);
      const rules = asCustomer ? {} : BY_BUSINESS;
      const booking = await deps.deliveryPromise.dayFor(postcode, tonnes, date, rules);
      const moved = await deps.transaction(async (tx) => {
        const current = await createOrdersAdminRepo(tx).lockById(orderId);
        if (!theirs(current)) throw notFound();
        asCustomer?.check(current);
        if (current.status === 'cancelled' || current.deliveryStatus === 'delivered') {
          const state = current.status === 'cancelled' ? 'cancelled' : 'delivered';
          throw new AppError('conflict', `Order #${orderId} is ${state}: its day cannot move`);
        }
        if (current.postcode !== postcode || Number(current.quantity) !== tonnes) {
          throw changedMeanwhile(orderId);
        }
        if (current.deliveryBookedDate === date && current.deliveryRoundId === booking.roundId) {
          return toOrder(current);
        }
        const [fits] = await deps.deliveryPromise.reserve(tx, [booking]);
        return fits ? writeDayMove(tx, current, booking, who.source, Boolean(asCustomer)) : null;
      });
      if (!moved) throw await deps.deliveryPromise.refusal(postcode, tonnes, date, rules);
      deps.deliveryPromise.bookingsChanged();
      who.log.info({ orderId, bookedDate: date }, 'order delivery day moved');
      return moved;
    },

    async list(query: OrderListQuery): Promise<Page<AdminOrder>> {
      const { rows, total } = await createOrdersAdminRepo(deps.db).list({
        search: query.search,
        status: query.status,
        paymentStatus: query.paymentStatus,
        deliveryStatus: query.deliveryStatus,
        cancelRequested: query.cancelRequested,
        from: query.from,
        to: query.to,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map(toOrder), total, page: query.page, pageSize: query.pageSize };
    },

    async events(orderId: number): Promise<OrderEvent[]> {
      if (!(await createOrdersRepo(deps.db).findById(orderId))) throw notFound();
      const [events, emails] = await Promise.all([
        createOrdersAdminRepo(deps.db).listEvents(orderId),
        orderEmailHistory(deps.db, orderId),
      ]);
      return orderHistory(events, emails);
    },

    /**
     * The customer cancels their own order from the account (decision 040): the back office's
     * cancel (booking freed, credit note, refund owed, customer's email, audit), with `check`
     * refusing under the lock what the customer may not cancel, and the history and events
     * naming the customer (order.cancelled's subscribers tell the business).
     */
    async cancelAsCustomer(
      orderId: number,
      check: (current: OrderRow) => void,
      who: ChangeSource,
    ): Promise<Order> {
      const plan = (current: OrderRow) => {
        check(current);
        return editChanges(current, { status: 'cancelled' });
      };
      const outcome = await change(orderId, 'status_changed', plan, who, 'customer');
      deps.deliveryPromise.bookingsChanged();
      return outcome.order;
    },

    /** The answer says when the order is confirmed but no invoice could be issued. */
    setStatus: async (
      orderId: number,
      status: OrderStatus,
      who: ChangeSource,
    ): Promise<OrderStatusAnswer> =>
      answerOf(
        await change(orderId, 'status_changed', (current) => editChanges(current, { status }), who),
      ),

    /**
     * Several orders to one status in one transaction: each gets the event a single change
     * gives it, and an unknown order changes none of them.
     */
    async setStatuses(
      orderIds: number[],
      status: OrderStatus,
      who: ChangeSource,
    ): Promise<OrderStatusAnswer[]> {
      const notifyAddress = await deps.settings.newOrdersEmail();
      const outcomes = await deps.transaction(async (tx) => {
        const locked = await createOrdersAdminRepo(tx).lockByIds(orderIds);
        const missing = orderIds.filter((id) => !locked.some((row) => row.id === id));
        if (missing.length > 0) {
          throw new AppError('not_found', `${ORDER_NOT_FOUND}: #${missing.join(', #')}`);
        }
        const how = { source: who.source, at: deps.now(), notifyAddress, actor: 'admin' as const };
        const changed: ChangeOutcome[] = [];
        for (const current of locked) {
          const plan = (row: OrderRow) => editChanges(row, { status });
          changed.push(await applyChange(tx, current, 'status_changed', plan, how));
        }
        return changed;
      });
      await afterCommit(outcomes, 'status_changed', who.log);
      return outcomes.map(answerOf);
    },

    /**
     * Checkout's prices for the edited order are read first, then the order is locked; if its
     * customer, postcode or region changed in between, nothing is written and a 409 says so.
     */
    async edit(orderId: number, request: AdminOrderUpdate, who: ChangeSource): Promise<AdminOrder> {
      const read = await createOrdersRepo(deps.db).findById(orderId);
      if (!read) throw notFound();
      const { update, prices } = await priceEditRequest(priceSources, read, request);
      const plan = (current: OrderRow) => {
        if (!samePriceBasis(read, current)) throw changedMeanwhile(orderId);
        return editChanges(current, update, prices);
      };
      return (await change(orderId, 'edited', plan, who)).order;
    },

    /** What saving the edit would do, planned as edit plans it, with nothing written. */
    async previewEdit(orderId: number, request: AdminOrderUpdate): Promise<OrderEditPreview> {
      const current = await createOrdersRepo(deps.db).findById(orderId);
      if (!current) throw notFound();
      return previewEdit(deps, current, await priceEditRequest(priceSources, current, request));
    },

    /** The customer must exist; linking to the customer it already has changes nothing. */
    async linkCustomer(
      orderId: number,
      customerId: number,
      who: ChangeSource,
    ): Promise<AdminOrder> {
      if (!(await deps.customerExists(customerId))) {
        throw new AppError('not_found', CUSTOMER_NOT_FOUND);
      }
      const linked = await change(
        orderId,
        'customer_linked',
        (current) => editChanges(current, { customerId }),
        who,
      );
      return linked.order;
    },

    /**
     * The orders placed as a guest with the customer's email, not erased, oldest first: what
     * a customer with that address verified may choose to add (decision 031).
     */
    guestOrdersWith(email: string): Promise<OrderRow[]> {
      return createOrdersAdminRepo(deps.db).guestOrders(email);
    },

    /**
     * Links the chosen guest orders placed with the customer's email to their account, in the
     * caller's transaction, each exactly as the back office's link does it: its order event
     * (the customer as the actor) and its audit entry. Only orders still in no account and
     * placed with that email are linked; the caller refuses when fewer than chosen were.
     * `businessAddress` is new_orders_email, read before the transaction. Answers the ids
     * linked, oldest first. A link moves no money, so it leaves no work for after the commit.
     */
    async linkGuestOrders(
      tx: Database,
      customer: { id: number; email: string },
      orderIds: readonly number[],
      source: AuditSource,
      at: Date,
      businessAddress: string,
    ): Promise<number[]> {
      const guestOrders = await createOrdersAdminRepo(tx).guestOrders(customer.email, {
        ids: orderIds,
        lock: true,
      });
      const how = { source, at, notifyAddress: businessAddress, actor: 'customer' as const };
      for (const current of guestOrders) {
        const plan = (row: OrderRow) => editChanges(row, { customerId: customer.id });
        await applyChange(tx, current, 'customer_linked', plan, how);
      }
      return guestOrders.map((row) => row.id);
    },

    ...createOrderEmailResend(deps),
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
