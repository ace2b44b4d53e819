import { isPaymentOpen } from '#domain/payment-status';
import type { PaymentAttempt } from '#shared/schemas/order-overview';
import type { StartedPayment } from '#shared/schemas/payments';
import type { Database } from '#server/db/client';
import type { Transaction } from '#server/db/transaction';
import type { ChangeLog } from '#server/http/change-log';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { applyReport, type ReportToApply } from './payment-apply.ts';
import { createAttempt, planStart, type StartRequest } from './payment-start.ts';
import { withdrawOpenAttempts } from './payment-voids.ts';
import { createPaymentsRepo, type PaymentRow } from './payments.repo.ts';
import type { PaymentProvider, ProviderPayment } from './providers/payment-provider.ts';

/** The ids a payment's log lines carry: never its URL, the customer's details or card data. */
const paymentIds = (payment: PaymentRow) => ({
  orderId: payment.orderId,
  paymentId: payment.id,
  providerPaymentId: payment.providerPaymentId,
  reference: payment.providerReferenceCode,
});

export function createPaymentsService(deps: {
  db: Database;
  provider: PaymentProvider;
  settings: SettingsService;
  publicUrl: string;
  webhookUrl: string;
  now: () => Date;
  /** Begins the transactions that apply the provider's reports (and queue their emails). */
  transaction: Transaction;
  outbox: Pick<Outbox, 'queue'>;
  /** A completed payment paid the order (invoices it if its confirmation could not). */
  onOrderPaid?: (tx: Database, orderId: number) => Promise<void>;
  enterLedger?: ReportToApply['enterLedger'];
  /** For changes made outside a request (the reconciler); requests pass their own. */
  log: ChangeLog;
  audit: Pick<AuditLog, 'record'>;
}) {
  const repo = createPaymentsRepo(deps.db);
  const { provider } = deps;

  async function isEnabled(): Promise<boolean> {
    return (await deps.settings.get('payments_enabled')) === 'true';
  }

  /** Applies the provider's answer about one of the shop's attempts. */
  async function apply(
    payment: PaymentRow,
    reported: ProviderPayment,
    log: ChangeLog,
  ): Promise<PaymentRow | null> {
    const businessAddress = await deps.settings.newOrdersEmail();
    const result = await deps.transaction((tx) =>
      applyReport(
        tx,
        {
          orderId: payment.orderId,
          providerPaymentId: reported.providerPaymentId,
          reported: reported.status,
          businessAddress,
          now: deps.now(),
          ...(deps.onOrderPaid ? { onOrderPaid: deps.onOrderPaid } : {}),
          ...(deps.enterLedger ? { enterLedger: deps.enterLedger } : {}),
        },
        deps,
      ),
    );
    if (result.payment && result.previousStatus !== result.payment.status) {
      log.info(
        { ...paymentIds(result.payment), from: result.previousStatus, to: result.payment.status },
        'payment status changed',
      );
    }
    return result.payment;
  }

  /**
   * Asks the provider for the payment's status and applies it. Returns, webhooks and the
   * reconciler only ever name a payment: its status always comes from the provider.
   */
  async function syncPayment(
    providerPaymentId: string,
    log: ChangeLog = deps.log,
  ): Promise<PaymentRow | null> {
    // Only payments this shop started are looked up: a made-up id never reaches the provider.
    const payment = await repo.findByProviderId(providerPaymentId);
    if (!payment) return null;
    return apply(payment, await provider.getPayment(providerPaymentId), log);
  }

  /** An attempt is handed out again only while the provider still has it open. */
  async function openAtProvider(attempt: PaymentRow, log: ChangeLog): Promise<boolean> {
    const id = attempt.providerPaymentId ?? '';
    const reported = await provider.getPayment(id).catch((error: unknown) => {
      log.warn({ err: error, ...paymentIds(attempt) }, 'payment status read before reuse failed');
      return null;
    });
    if (!reported) return false;
    if (reported.status && isPaymentOpen(reported.status)) return true;
    await apply(attempt, reported, log);
    return false;
  }

  /** Cancels withdrawn attempts at the provider, where it can; a failure leaves them void. */
  async function cancelAtProvider(
    providerPaymentIds: readonly string[],
    log: ChangeLog = deps.log,
  ): Promise<void> {
    if (!provider.cancelPayment) return;
    for (const id of providerPaymentIds) {
      try {
        await provider.cancelPayment(id);
        await syncPayment(id, log);
      } catch (error) {
        log.warn({ err: error, providerPaymentId: id }, 'payment cancel at the provider failed');
      }
    }
  }

  /**
   * Starts (or resumes) paying a confirmed order of the signed-in customer: the hosted page for
   * the order's current total. The order is locked while deciding, so presses made together
   * share one attempt; the attempt's number is drawn and committed before the provider is
   * called, so a call that timed out never leaves its reference to be used again.
   */
  async function startPayment(
    orderId: number,
    customerId: number,
    log: ChangeLog = deps.log,
  ): Promise<StartedPayment> {
    const enabled = await isEnabled();
    const skip = new Set<number>();
    for (;;) {
      const request: StartRequest = { orderId, customerId, enabled, skip, now: deps.now() };
      const plan = await deps.db.transaction((tx) => planStart(tx, request));
      if (plan.withdrawn.length > 0) {
        log.info({ orderId, providerPaymentIds: plan.withdrawn }, 'open payments withdrawn');
      }
      await cancelAtProvider(plan.withdrawn, log);
      if (plan.kind === 'create') {
        const row = await deps.db.transaction((tx) =>
          createAttempt(tx, deps, { ...request, attemptNumber: plan.attemptNumber }),
        );
        log.info({ ...paymentIds(row), amount: row.amount }, 'payment attempt started');
        return { paymentUrl: row.paymentUrl ?? '', amount: row.amount };
      }
      if (await openAtProvider(plan.attempt, log)) {
        log.info(paymentIds(plan.attempt), 'payment attempt resumed');
        return { paymentUrl: plan.attempt.paymentUrl ?? '', amount: plan.attempt.amount };
      }
      skip.add(plan.attempt.id);
    }
  }

  /**
   * For the back office, inside its transaction: the order's total changed or it was
   * cancelled, so its open attempts are withdrawn. Then cancelAtProvider once committed.
   */
  const withdrawForChangedOrder = (tx: Database, orderId: number, now: Date) =>
    withdrawOpenAttempts(tx, orderId, now);

  /** The order's online payment attempts for the back office, newest first. */
  async function attemptsForOrder(orderId: number): Promise<PaymentAttempt[]> {
    return (await repo.listForOrder(orderId)).map((row) => ({
      id: row.id,
      providerPaymentId: row.providerPaymentId,
      reference: row.providerReferenceCode,
      amount: row.amount,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      voidedAt: row.voidedAt?.toISOString() ?? null,
      expiredAt: row.expiredAt?.toISOString() ?? null,
      lastCheckError: row.lastCheckError,
    }));
  }

  /** How many open attempts a change of the order would withdraw (the edit preview). */
  const countOpenAttempts = async (db: Database, orderId: number) =>
    (await createPaymentsRepo(db).liveAttempts(orderId)).length;

  return {
    isEnabled,
    attemptsForOrder,
    startPayment,
    syncPayment,
    withdrawForChangedOrder,
    countOpenAttempts,
    cancelAtProvider,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
