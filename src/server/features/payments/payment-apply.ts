import { isPaid, orderBalance } from '#domain/ledger';
import { withEntry } from '#domain/ledger-rules';
import { parsePounds } from '#domain/money';
import { matchPayment, nextPaymentIssue } from '#domain/payment-match';
import { nextPaymentStatus, type PaymentStatus } from '#domain/payment-status';
import { orderMoneyOf } from '#shared/order-money';
import type { Database } from '#server/db/client';
import type { AuditLog } from '../audit/audit-log.ts';
import type { OnlinePayment } from '../ledger/ledger.service.ts';
import type { Outbox } from '../mail/outbox.ts';
import { paymentReceivedEmails } from '../mail/templates/payment-emails.ts';
import {
  createPaymentsRepo,
  type PayableOrder,
  type PaymentRow,
  type PaymentsRepo,
} from './payments.repo.ts';

export interface ReportToApply {
  orderId: number;
  providerPaymentId: string;
  /** The provider's status as the shop's; null when it reported something unknown. */
  reported: PaymentStatus | null;
  businessAddress: string;
  now: Date;
  /** Told, in the transaction, when the money pays the order. */
  onOrderPaid?: (tx: Database, orderId: number) => Promise<void>;
  /** Enters a completed payment in the order's ledger, in the transaction, once. */
  enterLedger?: (tx: Database, payment: OnlinePayment) => Promise<boolean>;
}

export interface AppliedReport {
  payment: PaymentRow | null;
  /** The status the attempt had before this report: for the log. */
  previousStatus: PaymentRow['status'] | null;
}

/**
 * Applies what the provider says of one attempt, in the caller's transaction. The order is
 * locked before the attempt (as Pay Now and the back office do), so a payment completing
 * while the order is edited is judged against the order as it ends up.
 */
export async function applyReport(
  tx: Database,
  report: ReportToApply,
  deps: { audit: Pick<AuditLog, 'record'>; outbox: Pick<Outbox, 'queue'> },
): Promise<AppliedReport> {
  const repo = createPaymentsRepo(tx);
  const order = await repo.lockOrder(report.orderId);
  const payment = await repo.lockByProviderId(report.providerPaymentId);
  if (!order || !payment) return { payment: null, previousStatus: null };
  const next = nextPaymentStatus(payment.status, report.reported);
  // Written even when unchanged: it marks the attempt as checked.
  await repo.setStatus(payment.id, next, report.now);
  if (next === payment.status) return { payment, previousStatus: payment.status };
  await repo.addOrderEvent({
    orderId: order.id,
    actor: 'provider',
    type: 'payment_status',
    field: 'paymentStatus',
    oldValue: payment.status,
    newValue: next,
  });
  // The provider's report is the source: the shop only ever re-reads it from the provider.
  await deps.audit.record(tx, {
    action: 'payment.status_changed',
    actor: 'provider',
    entity: { type: 'payment', id: payment.id },
    before: { status: payment.status, orderId: order.id, reference: payment.providerReferenceCode },
    after: { status: next, orderId: order.id, reference: payment.providerReferenceCode },
  });
  const updated = { ...payment, status: next };
  if (next !== 'completed') {
    if (await followsOrder(repo, order, payment, next)) {
      await repo.setOrderPayment(order.id, { paymentStatus: next }, report.now);
    }
    return { payment: updated, previousStatus: payment.status };
  }
  // Completed is reached once per attempt (statuses only move forward), so this mails once.
  await recordReceived(tx, order, payment, report, deps.outbox);
  return { payment: updated, previousStatus: payment.status };
}

/**
 * The order shows the progress of its newest live attempt, and never undoes being paid. Only
 * the ledger makes an order completed or refunded (decision 037): a provider's refund of an
 * attempt changes the order's status once the refund is recorded there.
 */
async function followsOrder(
  repo: PaymentsRepo,
  order: PayableOrder,
  payment: PaymentRow,
  next: PaymentStatus,
) {
  if (next === 'refunded') return false;
  if (payment.voidedAt !== null || order.paymentStatus === 'completed') return false;
  return (await repo.latestForOrder(order.id))?.id === payment.id;
}

/** Money came in: it pays the order only if it was made for the order as it now stands. */
async function recordReceived(
  tx: Database,
  order: PayableOrder,
  payment: PaymentRow,
  report: ReportToApply,
  outbox: Pick<Outbox, 'queue'>,
): Promise<void> {
  const repo = createPaymentsRepo(tx);
  const amountPence = parsePounds(payment.amount);
  // Judged against what the order asked for before this payment entered the ledger.
  const money = orderMoneyOf(order);
  const amountDuePence = orderBalance(money).balancePence;
  // Paid once the money held, this payment included, covers the order: however it was made up.
  const paysOrder =
    isPaid(withEntry(money, 'payment', amountPence)) && order.paymentStatus !== 'completed';
  const match = matchPayment({
    orderStatus: order.status,
    amountDuePence,
    amountPence,
    voided: payment.voidedAt !== null,
    orderPaid: order.paymentStatus === 'completed',
  });
  const issue = nextPaymentIssue(order.paymentIssue, match);
  await report.enterLedger?.(tx, {
    orderId: order.id,
    paymentTransactionId: payment.id,
    amount: payment.amount,
    reference: payment.providerReferenceCode,
    at: report.now,
  });
  await repo.setOrderPayment(
    order.id,
    {
      ...(paysOrder ? { paymentStatus: 'completed' as const } : {}),
      paymentIssue: issue,
    },
    report.now,
  );
  if (issue !== order.paymentIssue) {
    await repo.addOrderEvent({
      orderId: order.id,
      actor: 'system',
      type: 'payment_issue',
      field: 'paymentIssue',
      oldValue: order.paymentIssue,
      newValue: issue,
    });
  }
  const emails = paymentReceivedEmails(
    {
      orderId: order.id,
      email: order.email,
      firstName: order.firstName,
      lastName: order.lastName,
      reference: payment.providerReferenceCode ?? '',
      amountPence,
      amountDuePence,
      orderStatus: order.status,
      match,
      orderIssue: issue,
    },
    report.businessAddress,
  );
  await outbox.queue(tx, emails);
  if (paysOrder) await report.onOrderPaid?.(tx, order.id);
}
