import { ukDate } from '#domain/uk-date';
import {
  isOverpayment,
  ledgerEntryProblem,
  withEntry,
  type EntryProblem,
} from '#domain/ledger-rules';
import { parsePounds, penceToPounds } from '#domain/money';
import type { Page } from '#shared/schemas/admin';
import type {
  LedgerEntry,
  LedgerListQuery,
  LedgerOrder,
  LedgerTotals,
  RecordLedgerEntry,
  RecordedLedgerEntry,
} from '#shared/schemas/ledger';
import { LEDGER_MESSAGES } from '#shared/schemas/ledger';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import type { Outbox } from '../mail/outbox.ts';
import { ledgerReceiptEmail } from '../mail/templates/ledger-receipt-email.ts';
import { createLedgerListRepo } from './ledger-list.repo.ts';
import { moneyOf, toLedgerEntry, toLedgerOrder } from './ledger-mapper.ts';
import { createOrderChangeSettler } from './ledger-order-change.ts';
import { createWriteOffs } from './ledger-write-off.ts';
import { settleOrder } from './ledger-settle.ts';
import { createLedgerRepo, type LedgerRow } from './ledger.repo.ts';

export const ORDER_NOT_FOUND = 'Order not found';
const notFound = () => new AppError('not_found', ORDER_NOT_FOUND);

/** The field a refusal about the amount typed is shown beside. */
const PROBLEM_FIELDS: Partial<Record<EntryProblem['kind'], string>> = {
  over_order_limit: 'amount',
  overpayment_unexplained: 'overpaymentReason',
};

function entryRefusal(problem: EntryProblem): AppError {
  // A refund larger than the order holds is about the order as it is now; the rest, the input.
  const code = problem.kind === 'refund_exceeds_held' ? 'conflict' : 'validation';
  const path = PROBLEM_FIELDS[problem.kind];
  return new AppError(
    code,
    problem.message,
    path ? [{ path, message: problem.message }] : undefined,
  );
}

/** A completed online payment, entered in the ledger by its attempt. */
export interface OnlinePayment {
  orderId: number;
  paymentTransactionId: number;
  /** Pounds, two decimals. */
  amount: string;
  reference: string | null;
  at: Date;
}

/**
 * The order ledger: every payment received and refund made, the orders' sums they keep, and
 * the payment status and flag those sums give each order. Entries are written with their
 * order events and audit entry in one transaction.
 */
export function createLedgerService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  now: () => Date;
  audit: Pick<AuditLog, 'record'>;
  /** Told, in the transaction, when an entry makes the order paid. */
  onOrderPaid?: (tx: Database, orderId: number) => Promise<void>;
  /**
   * Tells the business, with the change, that a cancelled order is owed a refund; sends the
   * customer a receipt for money recorded by hand.
   */
  outbox: Pick<Outbox, 'queue' | 'queueAfterHeld'>;
}) {
  async function record(
    orderId: number,
    input: RecordLedgerEntry,
    source: AuditSource,
  ): Promise<RecordedLedgerEntry> {
    // No entry is dated after the UK day by the shop's clock (the request's shape is checked).
    if (input.movedOn > ukDate(deps.now())) {
      const future = LEDGER_MESSAGES.future;
      throw new AppError('validation', future, [{ path: 'movedOn', message: future }]);
    }
    return deps.transaction(async (tx) => {
      const repo = createLedgerRepo(tx);
      const order = await repo.lockOrder(orderId);
      if (!order) throw notFound();
      const money = moneyOf(order);
      // Only a payment that is more than the balance due keeps a reason.
      const overpaymentReason =
        input.kind === 'payment' && isOverpayment(input.amount, money)
          ? input.overpaymentReason
          : null;
      const problem = ledgerEntryProblem({
        kind: input.kind,
        amountPence: input.amount,
        overpaymentReason,
        movedOn: input.movedOn,
        orderPlacedOn: ukDate(order.createdAt),
        money,
      });
      if (problem) throw entryRefusal(problem);
      const at = deps.now();
      const amount = penceToPounds(input.amount);
      const entry = await repo.insert({
        orderId,
        kind: input.kind,
        method: input.method,
        amount,
        movedOn: input.movedOn,
        reference: input.reference,
        note: input.note,
        overpaymentReason,
        createdAt: at,
      });
      const sum = input.kind === 'payment' ? 'amountReceived' : 'amountRefunded';
      const { row } = await settleOrder(
        repo,
        order,
        withEntry(money, input.kind, input.amount),
        input.kind === 'payment'
          ? { addReceived: amount, method: input.method }
          : { addRefunded: amount, method: input.method },
        'admin',
        at,
      );
      await repo.addEvents([
        {
          orderId,
          actor: 'admin',
          type: input.kind === 'payment' ? 'payment_recorded' : 'refund_recorded',
          field: sum,
          oldValue: order[sum],
          newValue: row[sum],
          createdAt: at,
        },
      ]);
      await deps.audit.record(tx, {
        action: input.kind === 'payment' ? 'payment.recorded' : 'payment.refund_recorded',
        ...source,
        entity: { type: 'order', id: orderId },
        before: { [sum]: order[sum], paymentStatus: order.paymentStatus },
        after: {
          kind: input.kind,
          method: input.method,
          amount,
          movedOn: input.movedOn,
          reference: input.reference,
          ...(overpaymentReason ? { overpaymentReason } : {}),
          [sum]: row[sum],
          paymentStatus: row.paymentStatus,
        },
      });
      // An erased order's person is gone, and with them whom to tell.
      if (order.email && !order.anonymisedAt) {
        const receipt = ledgerReceiptEmail({
          orderId,
          email: order.email,
          name: `${order.firstName} ${order.lastName}`.trim(),
          kind: input.kind,
          method: input.method,
          amountPence: input.amount,
          movedOn: input.movedOn,
          reference: input.reference,
          after: withEntry(money, input.kind, input.amount),
        });
        await deps.outbox.queueAfterHeld(tx, orderId, [receipt], at);
      }
      const nowPaid = row.paymentStatus === 'completed' && order.paymentStatus !== 'completed';
      if (nowPaid) await deps.onOrderPaid?.(tx, orderId);
      return { entry: toLedgerEntry(entry), order: toLedgerOrder(row) };
    });
  }

  /**
   * In the transaction applying the provider's report: a completed attempt's money enters the
   * ledger and the order's sums, once (the attempt is the entry's unique key). The payments
   * feature decides what the payment does to the order's status. Answers whether it entered.
   */
  async function recordOnline(tx: Database, payment: OnlinePayment): Promise<boolean> {
    const repo = createLedgerRepo(tx);
    const entry = await repo.insertOnce({
      orderId: payment.orderId,
      kind: 'payment',
      method: 'online',
      amount: payment.amount,
      movedOn: ukDate(payment.at),
      reference: payment.reference,
      paymentTransactionId: payment.paymentTransactionId,
      createdAt: payment.at,
    });
    if (!entry) return false;
    const row = await repo.updateOrder(
      payment.orderId,
      { addReceived: payment.amount, method: 'online' },
      payment.at,
    );
    if (!row) throw notFound();
    await repo.addEvents([
      {
        orderId: payment.orderId,
        actor: 'provider',
        type: 'payment_recorded',
        field: 'amountReceived',
        oldValue: penceToPounds(parsePounds(row.amountReceived) - parsePounds(payment.amount)),
        newValue: row.amountReceived,
        createdAt: payment.at,
      },
    ]);
    return true;
  }

  return {
    record,
    recordOnline,
    ...createOrderChangeSettler(deps),
    ...createWriteOffs(deps, notFound),

    async entries(orderId: number): Promise<LedgerEntry[]> {
      const repo = createLedgerRepo(deps.db);
      const [exists, rows] = await Promise.all([repo.orderExists(orderId), repo.entries(orderId)]);
      if (!exists) throw notFound();
      return rows.map(toLedgerEntry);
    },

    async list(query: LedgerListQuery): Promise<Page<LedgerOrder> & { totals: LedgerTotals }> {
      const { page, pageSize, ...filters } = query;
      const repo = createLedgerListRepo(deps.db);
      const [rows, totals] = await Promise.all([
        repo.page(filters, pageSize, (page - 1) * pageSize),
        repo.sums(filters),
      ]);
      return { items: rows.map(toLedgerOrder), total: totals.orders, page, pageSize, totals };
    },
  };
}

/** The ledger entries of a person's orders, oldest first; `db` is the caller's read transaction. */
export function ledgerEntriesOfOrders(db: Database, orderIds: number[]): Promise<LedgerRow[]> {
  return createLedgerRepo(db).entriesOfOrders(orderIds);
}

export type LedgerService = ReturnType<typeof createLedgerService>;
