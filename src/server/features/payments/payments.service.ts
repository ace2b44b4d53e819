import { isPaymentOpen } from '#domain/payment-status';
import type { StartedPayment } from '#shared/schemas/payments';
import type { Database } from '#server/db/client';
import type { SettingsService } from '../settings/settings.service.ts';
import { applyReport } from './payment-apply.ts';
import { createAttempt, planStart, type StartRequest } from './payment-start.ts';
import { withdrawOpenAttempts } from './payment-voids.ts';
import { createPaymentsRepo, type PaymentRow } from './payments.repo.ts';
import type { PaymentProvider, ProviderPayment } from './providers/payment-provider.ts';

export function createPaymentsService(deps: {
  db: Database;
  provider: PaymentProvider;
  settings: SettingsService;
  publicUrl: string;
  webhookUrl: string;
  now: () => Date;
  onMailQueued: (count: number) => void;
  /** A provider call whose failure changes nothing the customer sees (logged). */
  onProviderError?: (error: unknown, message: string) => void;
}) {
  const repo = createPaymentsRepo(deps.db);
  const { provider } = deps;
  const warn = (error: unknown, message: string) => deps.onProviderError?.(error, message);

  async function isEnabled(): Promise<boolean> {
    return (await deps.settings.get('payments_enabled')) === 'true';
  }

  /** Applies the provider's answer about one of the shop's attempts. */
  async function apply(payment: PaymentRow, reported: ProviderPayment): Promise<PaymentRow | null> {
    const businessAddress = await deps.settings.newOrdersEmail();
    const result = await deps.db.transaction((tx) =>
      applyReport(tx, {
        orderId: payment.orderId,
        providerPaymentId: reported.providerPaymentId,
        reported: reported.status,
        businessAddress,
        now: deps.now(),
      }),
    );
    if (result.emailsQueued > 0) deps.onMailQueued(result.emailsQueued);
    return result.payment;
  }

  /**
   * Asks the provider for the payment's status and applies it. Returns, webhooks and the
   * reconciler only ever name a payment: its status always comes from the provider.
   */
  async function syncPayment(providerPaymentId: string): Promise<PaymentRow | null> {
    // Only payments this shop started are looked up: a made-up id never reaches the provider.
    const payment = await repo.findByProviderId(providerPaymentId);
    if (!payment) return null;
    return apply(payment, await provider.getPayment(providerPaymentId));
  }

  /** An attempt is handed out again only while the provider still has it open. */
  async function openAtProvider(attempt: PaymentRow): Promise<boolean> {
    const id = attempt.providerPaymentId ?? '';
    const reported = await provider.getPayment(id).catch((error: unknown) => {
      warn(error, 'payment status read before reuse failed');
      return null;
    });
    if (!reported) return false;
    if (reported.status && isPaymentOpen(reported.status)) return true;
    await apply(attempt, reported);
    return false;
  }

  /** Cancels withdrawn attempts at the provider, where it can; a failure leaves them void. */
  async function cancelAtProvider(providerPaymentIds: readonly string[]): Promise<void> {
    if (!provider.cancelPayment) return;
    for (const id of providerPaymentIds) {
      try {
        await provider.cancelPayment(id);
        await syncPayment(id);
      } catch (error) {
        warn(error, 'payment cancel at the provider failed');
      }
    }
  }

  /**
   * Starts (or resumes) paying a confirmed order of the signed-in customer: the hosted page for
   * the order's current total. The order is locked while deciding, so presses made together
   * share one attempt; the attempt's number is drawn and committed before the provider is
   * called, so a call that timed out never leaves its reference to be used again.
   */
  async function startPayment(orderId: number, customerId: number): Promise<StartedPayment> {
    const enabled = await isEnabled();
    const skip = new Set<number>();
    for (;;) {
      const request: StartRequest = { orderId, customerId, enabled, skip, now: deps.now() };
      const plan = await deps.db.transaction((tx) => planStart(tx, request));
      await cancelAtProvider(plan.withdrawn);
      if (plan.kind === 'create') {
        const row = await deps.db.transaction((tx) =>
          createAttempt(tx, deps, { ...request, attemptNumber: plan.attemptNumber }),
        );
        return { paymentUrl: row.paymentUrl ?? '', amount: row.amount };
      }
      if (await openAtProvider(plan.attempt)) {
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

  return {
    isEnabled,
    startPayment,
    syncPayment,
    withdrawForChangedOrder,
    cancelAtProvider,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
