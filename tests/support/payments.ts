import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, paymentTransactions } from '#server/db/schema';
import { orderFor, type SignedIn } from './customers.ts';
import type { TestApp } from './test-app.ts';

/** Switches online payments on through the back office, as the business does. */
export async function enablePayments(t: TestApp, adminCookie: string): Promise<void> {
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { cookie: adminCookie },
    payload: [{ key: 'payments_enabled', value: 'true' }],
  });
  expect(saved.statusCode).toBe(200);
}

/** An order of the customer's, confirmed (as the back office would). */
export async function confirmedOrder(t: TestApp, customer: SignedIn): Promise<number> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderFor(customer),
    headers: { cookie: customer.cookie },
  });
  expect(placed.statusCode).toBe(201);
  const { id } = placed.json<{ id: number }>();
  await t.database.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, id));
  return id;
}

/** Pay Now: the answer, for the caller to check. */
export const startPayment = (t: TestApp, orderId: number, customer: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment`,
    headers: { cookie: customer.cookie },
  });

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
  expect(submitted.statusCode).toBe(303);
}

export const orderRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

export const attemptsOf = async (t: TestApp, orderId: number) =>
  t.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(paymentTransactions.id);
