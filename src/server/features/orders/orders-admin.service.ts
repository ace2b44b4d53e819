import type {
  AdminOrder,
  AdminOrderUpdate,
  OrderEvent,
  OrderListQuery,
  Page,
} from '#shared/schemas/admin';
import type { OrderStatus } from '#shared/schemas/orders';
import type { Database } from '#server/db/client';
import type { ChangeLog } from '#server/http/change-log';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { createOutboxRepo } from '../mail/outbox.repo.ts';
import { newOrderNoticeEmail, orderConfirmationEmail } from '../mail/templates/order-emails.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { ProgressNotices } from '../deliveries/progress-notices.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { TrackingLinks } from '../tracking/tracking-links.ts';
import { editChanges, type OrderEdit } from './order-edit.ts';
import { orderHistory } from './order-history.ts';
import { toOrder } from './order-mapper.ts';
import { createOrdersAdminRepo } from './orders-admin.repo.ts';
import { createOrdersRepo, type OrderRow } from './orders.repo.ts';

export const ORDER_NOT_FOUND = 'Order not found';
export const CUSTOMER_NOT_FOUND = 'Customer not found';

type OrderChangeType = 'status_changed' | 'edited' | 'customer_linked';

const notFound = () => new AppError('not_found', ORDER_NOT_FOUND);

interface ChangeOutcome {
  order: AdminOrder;
  /** Provider ids of the open payments the change withdrew. */
  withdrawn: string[];
  fields: string[];
  /** Emails the change queued (an invoice or credit note, news for the customer). */
  emails: number;
}

/** Who asked for a change: where it is logged, and how the audit log names them. */
export interface ChangeSource {
  log: ChangeLog;
  source: AuditSource;
}

/** A payment started before this change no longer pays for the order. */
const outdatesPayments = (changes: OrderEdit['changes']) =>
  changes.some(
    (c) => c.field === 'totalPrice' || (c.field === 'status' && c.newValue === 'cancelled'),
  );

/** The back office's work on orders. Every change is written with its order events. */
export function createOrdersAdminService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  settings: Pick<SettingsService, 'newOrdersEmail'>;
  payments: Pick<PaymentsService, 'withdrawForChangedOrder' | 'cancelAtProvider'>;
  invoices: Pick<InvoicesService, 'onOrderChanged'>;
  /** Settles the money of an order whose status or total changed (a refund owed, paid). */
  ledger: Pick<LedgerService, 'orderChanged'>;
  customerExists: (customerId: number) => Promise<boolean>;
  /** Tells the customer when the order is confirmed or cancelled. */
  progressNotices: ProgressNotices;
  trackingLinks: TrackingLinks;
  now: () => Date;
  onMailQueued: (count?: number) => void;
  audit: Pick<AuditLog, 'record'>;
}) {
  /**
   * Writes one order's change and one event per changed field, inside the caller's
   * transaction, with the order already locked; a change to the same value is no change and
   * leaves no event. A new total or a cancellation withdraws the order's open payments (they
   * were made for the order as it was); the caller cancels them at the provider after commit.
   */
  async function applyChange(
    tx: Database,
    current: OrderRow,
    type: OrderChangeType,
    plan: (current: OrderRow) => OrderEdit,
    source: AuditSource,
    at: Date,
    businessAddress: string,
  ): Promise<ChangeOutcome> {
    const { values, changes } = plan(current);
    if (changes.length === 0) {
      return { order: toOrder(current), withdrawn: [], fields: [], emails: 0 };
    }
    const row = await createOrdersAdminRepo(tx).update(current.id, values, at);
    if (!row) throw notFound();
    await createOrdersRepo(tx).addEvents(
      changes.map((c) => ({
        orderId: current.id,
        actor: 'admin' as const,
        type,
        field: c.field,
        oldValue: c.oldValue,
        newValue: c.newValue,
        createdAt: at,
      })),
    );
    await deps.audit.record(tx, {
      action: `order.${type}`,
      ...source,
      entity: { type: 'order', id: current.id },
      before: Object.fromEntries(changes.map((c) => [c.field, c.oldValue])),
      after: Object.fromEntries(changes.map((c) => [c.field, c.newValue])),
    });
    const withdrawn = outdatesPayments(changes)
      ? await deps.payments.withdrawForChangedOrder(tx, current.id, at)
      : [];
    const money = await deps.ledger.orderChanged(
      tx,
      { before: current, after: row, businessAddress },
      source,
      at,
    );
    const after = toOrder({ ...row, ...money.flags });
    const invoices = await deps.invoices.onOrderChanged(tx, row);
    const emails = await deps.progressNotices.changed(
      tx,
      [{ before: toOrder(current), after, invoices }],
      at,
    );
    const fields = changes.map((c) => c.field);
    return { order: after, withdrawn, fields, emails: emails + money.emails };
  }

  /** After commit: what changed goes to the log, and withdrawn payments to the provider. */
  async function afterCommit(outcomes: ChangeOutcome[], type: string, log: ChangeLog) {
    const emails = outcomes.reduce((sum, outcome) => sum + outcome.emails, 0);
    if (emails > 0) deps.onMailQueued(emails);
    for (const { order, withdrawn, fields } of outcomes) {
      if (fields.length > 0) {
        log.info(
          { orderId: order.id, change: type, fields, status: order.status },
          'order changed',
        );
      }
      if (withdrawn.length > 0) {
        log.info({ orderId: order.id, providerPaymentIds: withdrawn }, 'open payments withdrawn');
      }
    }
    await deps.payments.cancelAtProvider(
      outcomes.flatMap((outcome) => outcome.withdrawn),
      log,
    );
  }

  /** Locks the order and changes it in one transaction, so two edits never interleave. */
  async function change(
    orderId: number,
    type: OrderChangeType,
    plan: (current: OrderRow) => OrderEdit,
    who: ChangeSource,
  ): Promise<AdminOrder> {
    // Read before the transaction: where a refund owed on cancellation is reported.
    const businessAddress = await deps.settings.newOrdersEmail();
    const outcome = await deps.transaction(async (tx) => {
      const current = await createOrdersAdminRepo(tx).lockById(orderId);
      if (!current) throw notFound();
      return applyChange(tx, current, type, plan, who.source, deps.now(), businessAddress);
    });
    await afterCommit([outcome], type, who.log);
    return outcome.order;
  }

  /** A customer's email about an order carries a tracking link of its own. */
  async function trackUrl(tx: Database, orderId: number): Promise<string> {
    const [linked] = await deps.trackingLinks.issue(tx, [{ orderId }]);
    if (!linked) throw new Error('No tracking link was issued');
    return linked.trackUrl;
  }

  return {
    async list(query: OrderListQuery): Promise<Page<AdminOrder>> {
      const { rows, total } = await createOrdersAdminRepo(deps.db).list({
        search: query.search,
        status: query.status,
        paymentStatus: query.paymentStatus,
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
        createOutboxRepo(deps.db).listByOrder(orderId),
      ]);
      return orderHistory(events, emails);
    },

    setStatus: (orderId: number, status: OrderStatus, who: ChangeSource) =>
      change(orderId, 'status_changed', (current) => editChanges(current, { status }), who),

    /**
     * Several orders to one status in one transaction: each gets the event a single change
     * gives it, and an unknown order changes none of them.
     */
    async setStatuses(
      orderIds: number[],
      status: OrderStatus,
      who: ChangeSource,
    ): Promise<AdminOrder[]> {
      const businessAddress = await deps.settings.newOrdersEmail();
      const outcomes = await deps.transaction(async (tx) => {
        const locked = await createOrdersAdminRepo(tx).lockByIds(orderIds);
        const missing = orderIds.filter((id) => !locked.some((row) => row.id === id));
        if (missing.length > 0) {
          throw new AppError('not_found', `${ORDER_NOT_FOUND}: #${missing.join(', #')}`);
        }
        const at = deps.now();
        const changed: ChangeOutcome[] = [];
        for (const current of locked) {
          changed.push(
            await applyChange(
              tx,
              current,
              'status_changed',
              (row) => editChanges(row, { status }),
              who.source,
              at,
              businessAddress,
            ),
          );
        }
        return changed;
      });
      await afterCommit(outcomes, 'status_changed', who.log);
      return outcomes.map((outcome) => outcome.order);
    },

    edit: (orderId: number, update: AdminOrderUpdate, who: ChangeSource) =>
      change(orderId, 'edited', (current) => editChanges(current, update), who),

    /** The customer must exist; linking to the customer it already has changes nothing. */
    async linkCustomer(
      orderId: number,
      customerId: number,
      who: ChangeSource,
    ): Promise<AdminOrder> {
      if (!(await deps.customerExists(customerId))) {
        throw new AppError('not_found', CUSTOMER_NOT_FOUND);
      }
      return change(
        orderId,
        'customer_linked',
        (current) => editChanges(current, { customerId }),
        who,
      );
    },

    /** Queues the order email again (through the outbox), to the customer or the business. */
    async resendEmail(
      orderId: number,
      recipient: 'customer' | 'admin',
      source: AuditSource,
    ): Promise<{ message: string }> {
      const adminAddress = recipient === 'admin' ? await deps.settings.newOrdersEmail() : null;
      const address = await deps.transaction(async (tx) => {
        const row = await createOrdersRepo(tx).findById(orderId);
        if (!row) throw notFound();
        const order = toOrder(row);
        const email = adminAddress
          ? newOrderNoticeEmail(order, adminAddress)
          : orderConfirmationEmail(order, await trackUrl(tx, orderId));
        await createOutboxRepo(tx).enqueue([email]);
        await createOrdersRepo(tx).addEvents([
          {
            orderId,
            actor: 'admin',
            type: 'email_resent',
            field: 'recipient',
            newValue: email.to,
            createdAt: deps.now(),
          },
        ]);
        await deps.audit.record(tx, {
          action: 'order.email_resent',
          ...source,
          entity: { type: 'order', id: orderId },
          after: { recipient: email.to, subject: email.subject },
        });
        return email.to;
      });
      deps.onMailQueued();
      return { message: `Email queued for ${address}` };
    },
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
