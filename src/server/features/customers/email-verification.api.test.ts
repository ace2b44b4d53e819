import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '#shared/api/customers';
import { EMAIL_VERIFICATION_MESSAGES, GUEST_ORDER_MESSAGES } from '#shared/email-verification';
import { auditLog } from '#server/features/audit/audit.tables';
import { customers, emailVerificationTokens } from '#server/features/customers/customers.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orderEvents, orders } from '#server/features/orders/orders.tables';
import { renderMessage } from '#test-support/stored-email';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import { latestVerificationToken, verifyByLink } from '#test-support/email-verification';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { placeOrder } from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => new Date(clock) });
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const verify = (token: string) => post('/api/customers/verify-email', { token });
const me = async (who: SignedIn) =>
  (await get('/api/customers/me', who.cookie)).json<{ emailVerified: boolean }>();
const myOrderIds = async (who: SignedIn) =>
  (await get('/api/customers/orders', who.cookie)).json<{ id: number }[]>().map((o) => o.id);
const customerIdOf = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.customerId;

let unique = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(unique += 1)}@example.com`;

/** The newest verification link sent to `email`, read out of the email as the customer would. */
async function latestToken(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, 'Confirm your%')))
    .orderBy(desc(emailOutbox.id));
  if (!mail) throw new Error('No verification email');
  const { text, html } = renderMessage(mail);
  const match = /http:\/\/shop\.test\/verify-email\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('No verification link in the email');
  expect(html).toContain(`/verify-email/${match[1]}`);
  return match[1];
}

describe('registering', () => {
  it('sends a verification link whose token is stored only as its SHA-256', async () => {
    const who = await registerCustomer(t.app, { email: uniqueEmail('new') });
    expect(await me(who)).toMatchObject({ emailVerified: false });
    const token = await latestToken(who.customer.email);
    const rows = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.customerId, who.customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(clock + 24 * HOUR);
  });
});

describe('verifying the email adds no order: the customer chooses the guest orders to add', () => {
  let email: string;
  let who: SignedIn;
  let other: SignedIn;
  let guestOrders: number[];
  let strangersOrder: number;
  let othersOwnOrder: number;
  let token: string;

  const guestOrdersOf = (as: SignedIn) => get('/api/customers/me/guest-orders', as.cookie);
  const claim = (as: SignedIn, orderIds: number[]) =>
    post('/api/customers/me/guest-orders', { orderIds }, as.cookie);

  beforeAll(async () => {
    email = uniqueEmail('guest');
    // Two guest orders with the address (one typed in capitals, by someone else's name), one
    // guest order with another address, and an order of another customer's own.
    guestOrders = [
      await placeOrder(t, { email }),
      await placeOrder(t, { email: email.toUpperCase(), firstName: 'Mallory' }),
    ];
    strangersOrder = await placeOrder(t, { email: uniqueEmail('stranger') });
    other = await registerCustomer(t.app, { email: uniqueEmail('other') });
    await verifyByLink(t, await latestVerificationToken(t, other.customer.email));
    othersOwnOrder = await placeOrder(t, {}, other);
    who = await registerCustomer(t.app, { email });
    token = await latestToken(email);
    // The account's own postcode, as a saved profile address gives it.
    await t.database.db
      .update(customers)
      .set({ postcode: 'DN15 8QA' })
      .where(eq(customers.id, who.customer.id));
  });

  it('joins nothing before the link is opened, and lists nothing to choose from', async () => {
    expect(await myOrderIds(who)).toEqual([]);
    for (const id of guestOrders) expect(await customerIdOf(id)).toBeNull();
    const listed = await guestOrdersOf(who);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ emailVerified: false, orders: [] });
    const refused = await claim(who, [guestOrders[0]!]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: GUEST_ORDER_MESSAGES.notVerified });
    expect(await customerIdOf(guestOrders[0]!)).toBeNull();
  });

  it('shows a page whose button verifies; opening it (as a link scanner does) changes nothing', async () => {
    const page = await get(`/verify-email/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<form method="post">');
    expect(page.body).toContain('Confirm my email address');
    expect(await me(who)).toMatchObject({ emailVerified: false });
    expect(await myOrderIds(who)).toEqual([]);
  });

  it('verifies and links nothing by itself: it says how many guest orders it found', async () => {
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.verifyEmail, response);
    expect(response.json()).toEqual({
      message:
        'Thank you: your email address is verified. We found 2 orders placed as a guest with this address: you can choose which of them to add to your account from your account page.',
      guestOrdersFound: 2,
    });
    expect(await me(who)).toMatchObject({ emailVerified: true });
    expect(await myOrderIds(who)).toEqual([]);
    for (const id of guestOrders) expect(await customerIdOf(id)).toBeNull();
  });

  it("lists the address's guest orders, ticking only those with the account's name and postcode", async () => {
    const listed = await guestOrdersOf(who);
    expect(listed.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.customerGuestOrders, listed);
    expect(listed.json()).toEqual({
      emailVerified: true,
      orders: [
        expect.objectContaining({
          id: guestOrders[0],
          name: 'Ada Lovelace',
          postcode: 'DN15 8QA',
          suggested: true,
        }),
        expect.objectContaining({ id: guestOrders[1], name: 'Mallory Lovelace', suggested: false }),
      ],
    });
  });

  it("refuses a stranger's session: another account cannot add the address's orders", async () => {
    const refused = await claim(other, [guestOrders[0]!]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: GUEST_ORDER_MESSAGES.notAvailable });
    expect(await customerIdOf(guestOrders[0]!)).toBeNull();
    expect(await myOrderIds(other)).toEqual([othersOwnOrder]);
    expect(
      (await post('/api/customers/me/guest-orders', { orderIds: [guestOrders[0]] })).statusCode,
    ).toBe(401);
  });

  it("refuses a choice with another address's order or one in an account, adding none of it", async () => {
    for (const orderIds of [
      [guestOrders[0]!, strangersOrder],
      [othersOwnOrder],
      [guestOrders[0]!, 999_999],
    ]) {
      const refused = await claim(who, orderIds);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: GUEST_ORDER_MESSAGES.notAvailable });
    }
    expect(await customerIdOf(guestOrders[0]!)).toBeNull();
    expect(await customerIdOf(strangersOrder)).toBeNull();
    expect(await customerIdOf(othersOwnOrder)).toBe(other.customer.id);
    expect((await claim(who, [])).statusCode).toBe(400);
  });

  it('adds only the chosen order, once', async () => {
    const response = await claim(who, [guestOrders[0]!]);
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.claimGuestOrders, response);
    expect(response.json()).toEqual({
      message: 'The order is now in your account.',
      linkedOrderIds: [guestOrders[0]],
    });
    expect(await myOrderIds(who)).toEqual([guestOrders[0]]);
    expect(await customerIdOf(guestOrders[1]!)).toBeNull();
    const listed = await guestOrdersOf(who);
    expect(listed.json<{ orders: { id: number }[] }>().orders.map((o) => o.id)).toEqual([
      guestOrders[1],
    ]);
    // Already in the account: choosing it again is refused.
    expect((await claim(who, [guestOrders[0]!])).statusCode).toBe(400);
  });

  it('records the link as the back office does, with the customer as the actor', async () => {
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, guestOrders), eq(orderEvents.field, 'customerId')));
    expect(events).toEqual([
      expect.objectContaining({
        orderId: guestOrders[0],
        actor: 'customer',
        type: 'customer_linked',
        oldValue: null,
        newValue: String(who.customer.id),
      }),
    ]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['order.customer_linked', 'customer.email_verified']))
      .orderBy(auditLog.id);
    const mine = entries.filter(
      (e) =>
        (e.entityType === 'customer' && e.entityId === String(who.customer.id)) ||
        (e.entityType === 'order' && guestOrders.map(String).includes(e.entityId ?? '')),
    );
    expect(mine.map((e) => e.action)).toEqual(['customer.email_verified', 'order.customer_linked']);
  });

  it('refuses the link a second time and changes nothing', async () => {
    const again = await verify(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.used });
    const page = await post(`/verify-email/${token}`);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('has already been used');
    expect(await customerIdOf(guestOrders[1]!)).toBeNull();
  });

  it('will not send another link once verified', async () => {
    const response = await post('/api/customers/me/verify-email', undefined, who.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified });
  });
});

describe('links that cannot verify', () => {
  it('refuses an expired link with 410 and changes nothing', async () => {
    const email = uniqueEmail('late');
    const guest = await placeOrder(t, { email });
    const who = await registerCustomer(t.app, { email });
    const token = await latestToken(email);
    clock += 24 * HOUR + 1000;
    try {
      const response = await verify(token);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.expired });
      const page = await get(`/verify-email/${token}`);
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('has expired');
      // The session has idled out by now: the row says whether anything changed.
      const [account] = await t.database.db
        .select()
        .from(customers)
        .where(eq(customers.id, who.customer.id));
      expect(account?.emailVerifiedAt).toBeNull();
      expect(await customerIdOf(guest)).toBeNull();
      const [row] = await t.database.db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.customerId, who.customer.id));
      expect(row?.usedAt).toBeNull();
    } finally {
      clock -= 24 * HOUR + 1000;
    }
  });

  it('answers 404 for an unknown token, and 400 for none', async () => {
    const unknown = await verify('not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.unknown });
    expect((await get('/verify-email/not-a-real-token')).statusCode).toBe(404);
    expect((await verify('')).statusCode).toBe(400);
  });
});

describe('sending a new link from the account', () => {
  it('sends one that works, within 3 an hour per mailbox; the earlier link still works', async () => {
    const email = uniqueEmail('resend');
    const guest = await placeOrder(t, { email });
    const who = await registerCustomer(t.app, { email });
    const first = await latestToken(email);
    const sent = await post('/api/customers/me/verify-email', undefined, who.cookie);
    expect(sent.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.sendVerificationEmail, sent);
    expect(sent.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.sent });
    const second = await latestToken(email);
    expect(second).not.toBe(first);
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/api/customers/me/verify-email', undefined, who.cookie)).statusCode).toBe(
        200,
      );
    }
    const refused = await post('/api/customers/me/verify-email', undefined, who.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.tooMany });

    expect((await verify(second)).statusCode).toBe(200);
    expect(await customerIdOf(guest)).toBeNull();
    // Verifying spent every other link sent to the account.
    expect((await verify(first)).statusCode).toBe(409);
  });

  it('needs a signed-in customer', async () => {
    expect((await post('/api/customers/me/verify-email')).statusCode).toBe(401);
  });
});

describe('existing accounts', () => {
  it('start unverified and keep working: they can order and ask for a link', async () => {
    const who = await registerCustomer(t.app, { email: uniqueEmail('existing') });
    await t.database.db
      .update(customers)
      .set({ emailVerifiedAt: null })
      .where(eq(customers.id, who.customer.id));
    const id = await placeOrder(t, {}, who);
    expect(await myOrderIds(who)).toEqual([id]);
  });
});
