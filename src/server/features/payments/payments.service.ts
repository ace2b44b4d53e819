import { isPaymentOpen, nextPaymentStatus } from '#domain/payment-status';
import { parsePounds } from '#domain/money';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { createOutboxRepo } from '../mail/outbox.repo.ts';
import { paymentReceivedEmails } from '../mail/templates/payment-emails.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createPaymentsRepo, type PaymentRow } from './payments.repo.ts';
import { makePaymentReference, type PaymentProvider } from './providers/payment-provider.ts';

export const PAYMENT_MESSAGES = {
  disabled: 'Online payments are not available at the moment. Please contact us to pay.',
  notConfirmed: 'Payment is only available for confirmed orders.',
  alreadyPaid: 'This order has already been paid.',
  notFound: 'Order not found',
} as const;

export function createPaymentsService(deps: {
  db: Database;
  provider: PaymentProvider;
  settings: SettingsService;
  publicUrl: string;
  webhookUrl: string;
  now: () => Date;
  onMailQueued: () => void;
}) {
  const repo = createPaymentsRepo(deps.db);

  async function isEnabled(): Promise<boolean> {
    return (await deps.settings.get('payments_enabled')) === 'true';
  }

  /** Starts (or resumes) paying a confirmed order of the signed-in customer: the hosted page. */
  async function startPayment(
    orderId: number,
    customerId: number,
  ): Promise<{ paymentUrl: string }> {
    const order = await repo.findOrder(orderId);
    if (!order || order.customerId !== customerId)
      throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
    if (!(await isEnabled())) throw new AppError('forbidden', PAYMENT_MESSAGES.disabled);
    if (order.status !== 'confirmed') throw new AppError('conflict', PAYMENT_MESSAGES.notConfirmed);
    if (order.paymentStatus === 'completed')
      throw new AppError('conflict', PAYMENT_MESSAGES.alreadyPaid);

    // A second click while an attempt is open reuses it instead of charging twice.
    const latest = await repo.latestForOrder(order.id);
    if (latest?.paymentUrl && isPaymentOpen(latest.status))
      return { paymentUrl: latest.paymentUrl };

    const reference = makePaymentReference(order.id, (await repo.countForOrder(order.id)) + 1);
    const customerName = `${order.firstName} ${order.lastName}`.trim();
    const created = await deps.provider.createPayment({
      amountPence: parsePounds(order.totalPrice),
      reference,
      customerEmail: order.email,
      customerName,
      description: `Wood pellets order #${order.id}`,
      redirectUrl: `${deps.publicUrl}/api/payments/return`,
      webhookUrl: deps.webhookUrl,
    });
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const txRepo = createPaymentsRepo(tx);
      await txRepo.insert({
        orderId: order.id,
        providerPaymentId: created.providerPaymentId,
        amount: order.totalPrice,
        status: 'pending',
        providerReferenceCode: reference,
        paymentUrl: created.paymentUrl,
        customerEmail: order.email,
        customerName,
        metadata: JSON.stringify({ provider: deps.provider.name }),
        createdAt: now,
        updatedAt: now,
      });
      await txRepo.setOrderPaymentStatus(order.id, 'pending', now);
      await txRepo.addOrderEvent({
        orderId: order.id,
        actor: 'customer',
        type: 'payment_started',
        field: 'reference',
        newValue: reference,
      });
    });
    return { paymentUrl: created.paymentUrl };
  }

  /**
   * Asks the provider for the payment's status and applies it. Returns, webhooks and the
   * reconciler only ever name a payment: its status always comes from the provider.
   */
  async function syncPayment(providerPaymentId: string): Promise<PaymentRow | null> {
    // Only payments this shop started are looked up: a made-up id never reaches the provider.
    if (!(await repo.findByProviderId(providerPaymentId))) return null;
    const reported = await deps.provider.getPayment(providerPaymentId);
    const businessAddress = await deps.settings.newOrdersEmail();
    const result = await deps.db.transaction(async (tx) => {
      const txRepo = createPaymentsRepo(tx);
      const payment = await txRepo.lockByProviderId(providerPaymentId);
      if (!payment) return { payment: null, mailed: false };
      const next = nextPaymentStatus(payment.status, reported.status);
      const now = deps.now();
      if (next === payment.status) {
        // Marks it as checked, so the reconciler asks again only after its interval.
        await txRepo.setStatus(payment.id, next, now);
        return { payment, mailed: false };
      }
      await txRepo.setStatus(payment.id, next, now);
      const latest = await txRepo.latestForOrder(payment.orderId);
      if (latest?.id === payment.id) await txRepo.setOrderPaymentStatus(payment.orderId, next, now);
      await txRepo.addOrderEvent({
        orderId: payment.orderId,
        actor: 'provider',
        type: 'payment_status',
        field: 'paymentStatus',
        oldValue: payment.status,
        newValue: next,
      });
      // Completed is reached once per attempt (statuses only move forward), so this mails once.
      if (next !== 'completed') return { payment: { ...payment, status: next }, mailed: false };
      const order = await txRepo.findOrder(payment.orderId);
      if (order) {
        const emails = paymentReceivedEmails(
          { ...order, reference: payment.providerReferenceCode ?? '' },
          businessAddress,
        );
        await createOutboxRepo(tx).enqueue(emails);
      }
      return { payment: { ...payment, status: next }, mailed: true };
    });
    if (result.mailed) deps.onMailQueued();
    return result.payment;
  }

  return { isEnabled, startPayment, syncPayment };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
