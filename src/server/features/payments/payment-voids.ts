import type { Database } from '#server/db/client';
import { createPaymentsRepo, type PaymentRow, type PaymentsRepo } from './payments.repo.ts';

/**
 * Withdraws attempts made for an order that has since changed, in the caller's transaction:
 * they are never handed out again, and if one is paid all the same it does not pay the order.
 * Answers the provider's ids, to cancel there once the transaction has committed.
 */
export async function withdrawAttempts(
  repo: PaymentsRepo,
  attempts: PaymentRow[],
  now: Date,
): Promise<string[]> {
  if (attempts.length === 0) return [];
  await repo.voidAttempts(
    attempts.map((a) => a.id),
    now,
  );
  for (const attempt of attempts) {
    await repo.addOrderEvent({
      orderId: attempt.orderId,
      actor: 'system',
      type: 'payment_voided',
      field: 'reference',
      oldValue: attempt.amount,
      newValue: attempt.providerReferenceCode,
      createdAt: now,
    });
  }
  return attempts.flatMap((a) => (a.providerPaymentId ? [a.providerPaymentId] : []));
}

/** Every open attempt of the order: its total changed, or it was cancelled. */
export async function withdrawOpenAttempts(
  tx: Database,
  orderId: number,
  now: Date,
): Promise<string[]> {
  const repo = createPaymentsRepo(tx);
  return withdrawAttempts(repo, await repo.liveAttempts(orderId), now);
}
