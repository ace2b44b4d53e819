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
import type { PaymentsService } from '../payments/payments.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { editChanges, type OrderEdit } from './order-edit.ts';
import { orderHistory } from './order-history.ts';
import { toOrder } from './order-mapper.ts';
import { createOrdersAdminRepo } from './orders-admin.repo.ts';
import { createOrdersRepo, type OrderRow } from './orders.repo.ts';

export const ORDER_NOT_FOUND = 'Order not found';
export const CUSTOMER_NOT_FOUND = 'Customer not found';

const notFound = () => new AppError('not_found', ORDER_NOT_FOUND);

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
  customerExists: (customerId: number) => Promise<boolean>;
  now: () => Date;
  onMailQueued: () => void;
  audit: Pick<AuditLog, 'record'>;
}) {
  /**
   * Locks the order, works out what changes, and writes the update and one event per changed
   * field in one transaction; a change to the same value is no change and leaves no event.
   * A new total or a cancellation withdraws the order's open payments in that transaction
   * (they were made for the order as it was), then cancels them at the provider.
   */
  async function change(
    orderId: number,
    type: 'status_changed' | 'edited' | 'customer_linked',
    plan: (current: OrderRow) => OrderEdit,
    who: ChangeSource,
  ): Promise<AdminOrder> {
    const { log } = who;
    const { order, withdrawn, fields } = await deps.transaction(async (tx) => {
      const repo = createOrdersAdminRepo(tx);
      const current = await repo.lockById(orderId);
      if (!current) throw notFound();
      const { values, changes } = plan(current);
      if (changes.length === 0) return { order: toOrder(current), withdrawn: [], fields: [] };
      const at = deps.now();
      const row = await repo.update(orderId, values, at);
      if (!row) throw notFound();
      await createOrdersRepo(tx).addEvents(
        changes.map((c) => ({
          orderId,
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
        ...who.source,
        entity: { type: 'order', id: orderId },
        before: Object.fromEntries(changes.map((c) => [c.field, c.oldValue])),
        after: Object.fromEntries(changes.map((c) => [c.field, c.newValue])),
      });
      const withdrawn = outdatesPayments(changes)
        ? await deps.payments.withdrawForChangedOrder(tx, orderId, at)
        : [];
      return { order: toOrder(row), withdrawn, fields: changes.map((c) => c.field) };
    });
    if (fields.length > 0) {
      log.info({ orderId, change: type, fields, status: order.status }, 'order changed');
    }
    if (withdrawn.length > 0) {
      log.info({ orderId, providerPaymentIds: withdrawn }, 'open payments withdrawn');
    }
    await deps.payments.cancelAtProvider(withdrawn, log);
    return order;
  }

  return {
    async list(query: OrderListQuery): Promise<Page<AdminOrder>> {
      const { rows, total } = await createOrdersAdminRepo(deps.db).list({
        search: query.search,
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
          : orderConfirmationEmail(order);
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
