import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/london-calendar';
import { ukDate } from '#domain/uk-date';
import { formatLongUkDate } from '#domain/delivery-rounds';
import * as endpoints from '#shared/api/reorder-reminders';
import { reorderRequestOf } from '#shared/reorder-link';
import type { PostcodeValidationResult } from '#shared/schemas/regions';
import { scheduledJobs } from '#server/db/platform.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { regions } from '#server/features/regions/regions.tables';
import { reorderReminders } from '#server/features/reorder-reminders/reorder-reminders.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { placedAt, placeOrder } from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { renderMessage } from '#test-support/stored-email';
import { createUnsubscribeLinks } from '../marketing/unsubscribe-links.ts';

const SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';
const SUBJECT = 'Time to top up your pellet store?';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false, sessionSecret: SESSION_SECRET } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const daysAgo = (days: number) => `${addDays(ukDate(new Date()), -days)}T12:00:00Z`;

/**
 * A customer who ordered 2 t, then 3 t fifty days later: 2 t lasts them fifty days, so 3 t
 * runs low 75 days after the last order, which was placed 70 days ago: within the lead time.
 */
async function customerRunningLow(
  options: { marketingConsent?: boolean; quantity?: number } = {},
): Promise<SignedIn & { lastOrderId: number }> {
  const signedIn = await registerCustomer(t.app, {
    marketingConsent: options.marketingConsent ?? true,
  });
  const first = await placeOrder(t, { quantity: 2, totalPrice: '606.90' }, signedIn);
  const last = await placeOrder(t, { quantity: 3, totalPrice: '910.35' }, signedIn);
  await placedAt(t, first, daysAgo(120));
  await placedAt(t, last, daysAgo(70));
  return { ...signedIn, lastOrderId: last };
}

/** The daily job, run now whenever it last ran. */
async function runReminders(): Promise<void> {
  await t.database.db.delete(scheduledJobs).where(eq(scheduledJobs.name, 'reorder-reminders'));
  expect(await t.jobs.runDue()).toContain('reorder-reminders');
}

const remindersTo = async (customerId: number) =>
  (
    await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.customerId, customerId), eq(emailOutbox.subject, SUBJECT)))
  ).map((row) =>
    renderMessage({ to: row.toAddress, subject: row.subject, body: row.body, replyTo: null }),
  );

const checkPostcode = (postcode: string, tonnes: number) =>
  t.app.inject({ method: 'POST', url: '/api/validate-postcode', payload: { postcode, tonnes } });

const switchTo = (cookie: string, enabled: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customers/reorder-reminders',
    headers: { cookie },
    payload: { enabled },
  });

describe('the reminder', () => {
  it('goes once, with the earliest delivery date and a link to refill the usual tonnes', async () => {
    const ada = await customerRunningLow();
    await runReminders();
    const [mail, ...more] = await remindersTo(ada.customer.id);
    expect(more).toEqual([]);
    expect(mail?.to).toBe(ada.customer.email);
    expect(mail?.text).toContain('Order 3 tonnes again');

    const promise = (await checkPostcode('DN15 8QA', 3)).json<PostcodeValidationResult>();
    const earliest = promise.valid ? promise.delivery?.earliestDate : null;
    expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mail?.text).toContain(
      `The earliest we can deliver to you is ${formatLongUkDate(earliest!)}.`,
    );

    const link = /http:\/\/shop\.test\/\?reorder=[^\s)]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBe('http://shop.test/?reorder=3&postcode=DN15+8QA');

    const rows = await t.database.db
      .select()
      .from(reorderReminders)
      .where(eq(reorderReminders.customerId, ada.customer.id));
    expect(rows).toMatchObject([{ orderId: ada.lastOrderId }]);

    await runReminders();
    expect(await remindersTo(ada.customer.id)).toHaveLength(1);

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/customers/me/data-export',
      headers: { cookie: ada.cookie },
    });
    expect(exported.json()).toMatchObject({
      reorderReminders: [{ orderId: ada.lastOrderId, sentAt: expect.any(String) }],
    });
  });

  it('goes again after the next order, once its pellets run low', async () => {
    const ada = await customerRunningLow();
    await runReminders();
    const next = await placeOrder(t, { quantity: 3, totalPrice: '910.35' }, ada);
    await runReminders();
    expect(await remindersTo(ada.customer.id)).toHaveLength(1);
    // Placed 60 days ago after all: at 5 t in 60 days, its 3 t ran low 24 days ago.
    await placedAt(t, next, daysAgo(60));
    await runReminders();
    expect(await remindersTo(ada.customer.id)).toHaveLength(2);
  });

  it('is not sent without marketing consent', async () => {
    const bo = await customerRunningLow({ marketingConsent: false });
    await runReminders();
    expect(await remindersTo(bo.customer.id)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(reorderReminders)
        .where(eq(reorderReminders.customerId, bo.customer.id)),
    ).toEqual([]);
  });

  it('is not sent when the customer turned reminders off', async () => {
    const cy = await customerRunningLow();
    expect((await switchTo(cy.cookie, false)).statusCode).toBe(200);
    await runReminders();
    expect(await remindersTo(cy.customer.id)).toEqual([]);
  });

  it('is not sent after the one-click unsubscribe', async () => {
    const di = await customerRunningLow();
    const token = createUnsubscribeLinks(SESSION_SECRET, t.publicUrl).token(di.customer.id);
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    await runReminders();
    expect(await remindersTo(di.customer.id)).toEqual([]);
  });

  it('is not sent to a customer with a single order: no rhythm yet', async () => {
    const ed = await registerCustomer(t.app, { marketingConsent: true });
    const only = await placeOrder(t, {}, ed);
    await placedAt(t, only, daysAgo(200));
    await runReminders();
    expect(await remindersTo(ed.customer.id)).toEqual([]);
  });
});

describe('the refill link', () => {
  it("prices the usual tonnes at today's price, whatever it was when sent", async () => {
    const fay = await customerRunningLow();
    await runReminders();
    const [mail] = await remindersTo(fay.customer.id);
    const link = new URL(/http:\/\/shop\.test\/\?reorder=[^\s)]+/.exec(mail?.text ?? '')![0]);
    const [doncaster] = await t.database.db
      .select()
      .from(regions)
      .where(eq(regions.name, 'Doncaster'));
    const repriced = await t.app.inject({
      method: 'PATCH',
      url: `/api/regions/${doncaster!.id}/pricing`,
      headers: { cookie: admin },
      payload: {
        singlePrice: '301.00',
        bulkPrice: doncaster!.bulkPrice,
        wholesalePrice: doncaster!.wholesalePrice,
      },
    });
    expect(repriced.statusCode).toBe(200);

    const asked = reorderRequestOf(link.search);
    expect(asked).toEqual({ tonnes: 3, postcode: 'DN15 8QA' });
    const checked = (
      await checkPostcode(asked!.postcode, asked!.tonnes)
    ).json<PostcodeValidationResult>();
    expect(checked).toMatchObject({
      valid: true,
      region: { name: 'Doncaster', singlePrice: '301.00' },
    });

    // The cart the link fills is ordered at that price: the old one is refused.
    const stale = await placeOrder(
      t,
      { quantity: 3, unitPrice: '289.00', totalPrice: '910.35' },
      fay,
    ).catch((error: Error) => error.message);
    expect(stale).toContain('Order refused');
    const today = await placeOrder(
      t,
      { quantity: 3, unitPrice: '301.00', totalPrice: '948.15' },
      fay,
    );
    expect(today).toBeGreaterThan(0);
  });
});

describe('the account switch', () => {
  it('is on by default, turns off and on, and answers as documented', async () => {
    const gil = await registerCustomer(t.app);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/customers/reorder-reminders',
      headers: { cookie: gil.cookie },
    });
    expect(read.json()).toEqual({ enabled: true });
    expect(read.headers['cache-control']).toBe('no-store');
    expectAnswerMatchesOpenApi(endpoints.getReorderReminders, read);
    const off = await switchTo(gil.cookie, false);
    expectAnswerMatchesOpenApi(endpoints.updateReorderReminders, off);
    expect(off.json()).toEqual({ enabled: false });
    expect((await switchTo(gil.cookie, true)).json()).toEqual({ enabled: true });
    const refused = await switchTo(gil.cookie, 'yes');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('message');
  });

  it('is private', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/customers/reorder-reminders',
      payload: { enabled: false },
    });
    expect(response.statusCode).toBe(401);
    expectAnswerMatchesOpenApi(endpoints.updateReorderReminders, response);
  });
});
