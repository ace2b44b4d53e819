import { eq } from 'drizzle-orm';
import { ukDate } from '#domain/uk-date';
import { orders } from '#server/features/orders/orders.tables';
import { guestOrder, registerCustomer, type SignedIn } from './customers.ts';
import type { TestApp } from './test-app.ts';

/** Places an order through checkout (priced by the server) and answers its id. */
export async function placeOrder(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  customer?: SignedIn,
): Promise<number> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: guestOrder(
      customer
        ? {
            customerId: customer.customer.id,
            firstName: customer.customer.firstName,
            lastName: customer.customer.lastName,
            email: customer.customer.email,
            ...overrides,
          }
        : overrides,
    ),
    ...(customer ? { headers: { cookie: customer.cookie } } : {}),
  });
  if (placed.statusCode !== 201) throw new Error(`Order refused: ${placed.body}`);
  return placed.json<{ id: number }>().id;
}

/** The back office sets the order's status, as the business does from the orders list. */
export async function setOrderStatus(
  t: TestApp,
  admin: string,
  id: number,
  status: 'pending' | 'confirmed' | 'cancelled',
): Promise<void> {
  const changed = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    headers: { cookie: admin },
    payload: { status },
  });
  if (changed.statusCode !== 200) throw new Error(`Status not set: ${changed.body}`);
}

/**
 * The back office records a bank transfer received (or refunded) in the Payments tab, on
 * `movedOn` (today by the test's clock unless given: the server refuses a day in its future).
 * The ledger then keeps the order's amounts and payment status.
 */
export async function recordMoney(
  t: TestApp,
  admin: string,
  id: number,
  entry: { amount: string; kind?: 'payment' | 'refund'; movedOn?: string },
): Promise<void> {
  const recorded = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/ledger`,
    headers: { cookie: admin },
    payload: {
      kind: entry.kind ?? 'payment',
      method: 'bank_transfer',
      amount: entry.amount,
      movedOn: entry.movedOn ?? ukDate(new Date()),
      reference: `WP${id}`,
    },
  });
  if (recorded.statusCode !== 201) throw new Error(`Money not recorded: ${recorded.body}`);
}

/** A customer whose VAT rate the back office has set. */
export async function customerAtVatRate(
  t: TestApp,
  admin: string,
  vatRate: 0 | 5 | 20,
  details: { firstName?: string; lastName?: string; companyName?: string } = {},
): Promise<SignedIn> {
  const customer = await registerCustomer(t.app, details);
  const set = await t.app.inject({
    method: 'PATCH',
    url: `/api/customers/${customer.customer.id}/vat-rate`,
    headers: { cookie: admin },
    payload: { vatRate },
  });
  if (set.statusCode !== 200) throw new Error(`VAT rate not set: ${set.body}`);
  return { ...customer, customer: { ...customer.customer, vatRate } };
}

/** Moves when the order was placed: setting up a history the shop's clock cannot make. */
export async function placedAt(t: TestApp, id: number, instant: string): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ createdAt: new Date(instant) })
    .where(eq(orders.id, id));
}
