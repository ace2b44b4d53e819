import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { paymentTransactions } from '#server/features/payments/payments.tables';
import { orderFor, type SignedIn } from './customers.ts';
import type { TestApp } from './test-app.ts';

/** Online payments switched on or off through the back office, as the business does. */
export async function setPaymentsEnabled(t: TestApp, admin: string, on: boolean): Promise<void> {
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { cookie: admin },
    payload: [{ key: 'payments_enabled', value: String(on) }],
  });
  if (saved.statusCode !== 200) throw new Error(`Settings not saved: ${saved.body}`);
}

/**
 * A confirmed order of the customer's: placed through checkout, then given the figures asked
 * for (1 t at 322.00 is 338.10 with 5% VAT by default) and confirmed.
 */
export async function confirmedOrder(
  t: TestApp,
  customer: SignedIn,
  figures = { quantity: '1.0', unitPrice: '322.00', vatAmount: '16.10', totalPrice: '338.10' },
): Promise<number> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderFor(customer),
    headers: { cookie: customer.cookie },
  });
  const { id } = placed.json<{ id: number }>();
  await t.database.db
    .update(orders)
    .set({ ...figures, status: 'confirmed' })
    .where(eq(orders.id, id));
  return id;
}

/** The customer's Pay Now. */
export const payNow = (t: TestApp, orderId: number, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment`, headers: { cookie } });

export const paymentUrlOf = (response: LightMyRequestResponse) => {
  if (response.statusCode !== 200)
    throw new Error(`Pay Now: ${response.statusCode} ${response.body}`);
  return response.json<{ paymentUrl: string }>().paymentUrl;
};

/** The person on the sandbox page approving (or not); not following the way back. */
export async function answerSandboxPage(
  t: TestApp,
  paymentUrl: string,
  action: 'approve' | 'decline' | 'abandon',
): Promise<void> {
  const submitted = await t.app.inject({
    method: 'POST',
    url: new URL(paymentUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, bank: 'sandbox-northern' }).toString(),
  });
  if (submitted.statusCode !== 303) {
    throw new Error(`Sandbox page: ${submitted.statusCode} ${submitted.body}`);
  }
}

/** The back office's edit dialog saving the order with these changes (it sends no price). */
export function adminEdit(
  t: TestApp,
  admin: string,
  customer: SignedIn,
  orderId: number,
  changes: Record<string, unknown>,
) {
  const {
    customerId: _customerId,
    unitPrice: _unitPrice,
    totalPrice: _totalPrice,
    ...current
  } = orderFor(customer);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    headers: { cookie: admin },
    payload: { ...current, ...changes },
  });
}

export const adminSetStatus = (t: TestApp, admin: string, orderId: number, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: { cookie: admin },
    payload: { status },
  });

export const orderRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

export const attemptsOf = (t: TestApp, orderId: number) =>
  t.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(paymentTransactions.id);

export const emailsOf = (t: TestApp, orderId: number) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, orderId))
    .orderBy(emailOutbox.id);
