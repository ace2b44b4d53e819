import { orderBalance } from '#domain/ledger';
import { parsePounds, penceToPounds } from '#domain/money';
import { attemptStillFits } from '#domain/payment-match';
import { orderMoneyOf } from '#shared/order-money';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { withdrawAttempts } from './payment-voids.ts';
import { createPaymentsRepo, type PayableOrder, type PaymentRow } from './payments.repo.ts';
import { makePaymentReference, type PaymentProvider } from './providers/payment-provider.ts';

export const PAYMENT_MESSAGES = {
  disabled: 'Online payments are not available at the moment. Please contact us to pay.',
  notConfirmed: 'Payment is only available for confirmed orders.',
  alreadyPaid: 'This order has already been paid.',
  notFound: 'Order not found',
} as const;

export interface StartRequest {
  orderId: number;
  customerId: number;
  enabled: boolean;
  /** Attempts the provider no longer reports open (or could not be asked about): not reused. */
  skip: ReadonlySet<number>;
  now: Date;
}

export type StartPlan =
  | { kind: 'reuse'; attempt: PaymentRow; withdrawn: string[] }
  | { kind: 'create'; attemptNumber: number; withdrawn: string[] };

/** What Pay Now asks for: the order's total less the money it already holds. */
const amountDue = (order: PayableOrder) => orderBalance(orderMoneyOf(order)).balancePence;

/** The customer's own confirmed, unpaid order, with payments switched on. */
function payable(order: PayableOrder | null, request: StartRequest): PayableOrder {
  if (!order || order.customerId !== request.customerId)
    throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
  if (!request.enabled) throw new AppError('forbidden', PAYMENT_MESSAGES.disabled);
  if (order.status !== 'confirmed') throw new AppError('conflict', PAYMENT_MESSAGES.notConfirmed);
  if (order.paymentStatus === 'completed' || amountDue(order) <= 0)
    throw new AppError('conflict', PAYMENT_MESSAGES.alreadyPaid);
  return order;
}

/** An attempt that may be handed out again: made for exactly the amount now due. */
function reusable(attempts: PaymentRow[], duePence: number, skip: ReadonlySet<number>) {
  return attempts.find(
    (a) =>
      a.paymentUrl !== null &&
      a.providerPaymentId !== null &&
      a.expiredAt === null &&
      !skip.has(a.id) &&
      attemptStillFits({ amountPence: parsePounds(a.amount), voided: false }, duePence),
  );
}

/**
 * With the order locked: withdraws open attempts made for another amount, then either offers
 * the attempt to reuse or draws the next attempt's number. The caller commits before asking
 * the provider anything, so a number once drawn is never drawn again.
 */
export async function planStart(tx: Database, request: StartRequest): Promise<StartPlan> {
  const repo = createPaymentsRepo(tx);
  const order = payable(await repo.lockOrder(request.orderId), request);
  const duePence = amountDue(order);
  const live = await repo.liveAttempts(order.id);
  const stale = live.filter((a) => parsePounds(a.amount) !== duePence);
  const withdrawn = await withdrawAttempts(repo, stale, request.now);
  const attempt = reusable(live, duePence, request.skip);
  if (attempt) return { kind: 'reuse', attempt, withdrawn };
  return { kind: 'create', attemptNumber: await repo.drawAttemptNumber(order.id), withdrawn };
}

export interface CreateDeps {
  provider: PaymentProvider;
  publicUrl: string;
  webhookUrl: string;
}

/**
 * With the order locked through the provider's call, so presses made together wait here and
 * then find the attempt the first one made, instead of each opening their own.
 */
export async function createAttempt(
  tx: Database,
  deps: CreateDeps,
  request: StartRequest & { attemptNumber: number },
): Promise<PaymentRow> {
  const repo = createPaymentsRepo(tx);
  const order = payable(await repo.lockOrder(request.orderId), request);
  const duePence = amountDue(order);
  const made = reusable(await repo.liveAttempts(order.id), duePence, request.skip);
  if (made) return made;

  const reference = makePaymentReference(order.id, request.attemptNumber);
  const customerName = `${order.firstName} ${order.lastName}`.trim();
  const created = await deps.provider.createPayment({
    amountPence: duePence,
    reference,
    customerEmail: order.email,
    customerName,
    description: `Wood pellets order #${order.id}`,
    redirectUrl: `${deps.publicUrl}/api/payments/return`,
    webhookUrl: deps.webhookUrl,
  });
  const row = await repo.insert({
    orderId: order.id,
    providerPaymentId: created.providerPaymentId,
    amount: penceToPounds(duePence),
    status: 'pending',
    providerReferenceCode: reference,
    paymentUrl: created.paymentUrl,
    customerEmail: order.email,
    customerName,
    metadata: JSON.stringify({ provider: deps.provider.name }),
    createdAt: request.now,
    updatedAt: request.now,
  });
  await repo.setOrderPayment(order.id, { paymentStatus: 'pending' }, request.now);
  await repo.addOrderEvent({
    orderId: order.id,
    actor: 'customer',
    type: 'payment_started',
    field: 'reference',
    newValue: reference,
  });
  return row;
}
