import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopUpOffer, listTopUpOffers } from '#shared/api/top-up-offers-admin';
import type { TopUpOfferEntry, TopUpOffers } from '#shared/schemas/top-up-offers';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { topUpOfferRecipients } from '#server/features/top-up-offers/top-up-offers.tables';
import { signInAdmin } from '#test-support/admin';
import { addDoncasterSaturdayRound } from '#test-support/delivery-rounds';
import {
  guestOrder,
  orderFor,
  registerCustomer,
  sessionCookieFrom,
  TEST_PASSWORD,
  type SignedIn,
} from '#test-support/customers';
import { latestVerificationToken, verifyByLink } from '#test-support/email-verification';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { placeOrder } from '#test-support/placed-orders';
import { openedBody } from '#test-support/stored-email';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#test-support/test-app';

// Regulars order on 1 October; the offer is for Saturday 12 December, on a DN4 round whose
// lorry carries 8 t, 2 t of it booked already: 6 t to offer. Offers go 5 days before (the
// default): on Monday 7 December.
const DAY = '2026-12-12';
let now = new Date('2026-10-01T10:00:00Z');
/** Moves the shop's clock on; the back office signs in afresh, as its session would expire. */
async function moveClockTo(iso: string) {
  now = new Date(iso);
  admin = await signInAdmin(t.app);
}
let t: TestApp;
let admin: string;
let roundId: number;
const regulars: SignedIn[] = [];
const others: Record<'noConsent' | 'recent' | 'awaiting' | 'otherRound', SignedIn | null> = {
  noConsent: null,
  recent: null,
  awaiting: null,
  otherRound: null,
};

const DN4 = { postcode: 'DN4 7AA', city: 'Doncaster', quantity: 2, totalPrice: '606.90' };

async function customerWithOrder(
  consent: boolean,
  address: Record<string, unknown> = DN4,
): Promise<SignedIn> {
  const customer = await registerCustomer(t.app, { marketingConsent: consent });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customer.cookie },
    payload: orderFor(customer, address),
  });
  expect(placed.statusCode).toBe(201);
  return customer;
}

/** The database stamps orders with its own clock: they are dated as the test's days say. */
async function placedOn(customers: SignedIn[], at: string, delivered = true) {
  const ids = customers.map((c) => c.customer.id);
  await t.database.db
    .update(orders)
    .set({
      createdAt: new Date(at),
      ...(delivered ? { status: 'confirmed' as const, deliveryStatus: 'delivered' as const } : {}),
    })
    .where(inArray(orders.customerId, ids));
}

const offer = async (payload: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: createTopUpOffer.path,
    headers: { cookie: admin },
    payload: { roundId, date: DAY, tonnes: 1, ...payload },
  });
  return response;
};

const listed = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: listTopUpOffers.path,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  expectAnswerMatchesOpenApi(listTopUpOffers, response);
  return response.json<TopUpOffers>();
};

/** The offer's link from a customer's email, as the outbox holds it. */
async function linkFor(customer: SignedIn): Promise<string[]> {
  const emails = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.customerId, customer.customer.id), eq(emailOutbox.kind, 'marketing')))
    .orderBy(asc(emailOutbox.id));
  return emails
    .filter((email) => email.subject.includes('Saturday 12 December'))
    .flatMap((email) => openedBody(email.body).blocks)
    .flatMap((block) => (block.kind === 'action' ? [block.url.replace(TEST_PUBLIC_URL, '')] : []));
}

/**
 * An outsider's guest order typed with the customer's address, newer than their own and
 * delivered, and then the customer verifies the address: the order is still not theirs, so
 * their top-up never goes to it.
 */
async function plantOrderOn(customer: SignedIn) {
  const planted = await placeOrder(t, {
    email: customer.customer.email,
    firstName: 'Mallory',
    addressLine1: '1 Planted Lane',
    city: 'Doncaster',
    postcode: 'DN4 8PL',
  });
  await t.database.db
    .update(orders)
    .set({
      createdAt: new Date('2026-10-02T10:00:00Z'),
      status: 'confirmed',
      deliveryStatus: 'delivered',
    })
    .where(eq(orders.id, planted));
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/customers/me/verify-email',
    headers: { cookie: customer.cookie },
  });
  expect(sent.statusCode).toBe(200);
  await verifyByLink(t, await latestVerificationToken(t, customer.customer.email));
}

const accept = (path: string) => t.app.inject({ method: 'POST', url: path });
/** The day's orders but the one that sends the lorry out: those the offer booked. */
const ordersOnDay = async () =>
  t.database.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.deliveryRoundId, roundId),
        eq(orders.deliveryBookedDate, DAY),
        ne(orders.customerId, others.awaiting!.customer.id),
      ),
    );

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => now });
  admin = await signInAdmin(t.app);
  roundId = await addDoncasterSaturdayRound(t.app, admin, 8);
  for (let i = 0; i < 10; i++) regulars.push(await customerWithOrder(true));
  others.noConsent = await customerWithOrder(false);
  others.awaiting = await customerWithOrder(true);
  others.otherRound = await customerWithOrder(true, { postcode: 'DN15 8QA' });
  others.recent = await customerWithOrder(true);
  await placedOn([...regulars, others.noConsent, others.otherRound], '2026-10-01T10:00:00Z');
  await placedOn([others.awaiting], '2026-10-01T10:00:00Z', false);
  // The awaiting customer's 2 t go out on the day: the lorry runs then.
  await t.database.db
    .update(orders)
    .set({ deliveryRoundId: roundId, deliveryBookedDate: DAY })
    .where(eq(orders.customerId, others.awaiting.customer.id));
  await placedOn([others.recent], '2026-11-20T10:00:00Z');
  await plantOrderOn(regulars[0]!);
  await moveClockTo('2026-12-01T10:00:00Z');
});
afterAll(async () => t.close());

describe('top-up offers', () => {
  let mainOffer: TopUpOfferEntry;
  let refusedCustomer: SignedIn;

  it('lists the lorry-days going out with room and refuses an offer for a day without', async () => {
    const { spareDays } = await listed();
    expect(spareDays).toContainEqual(
      expect.objectContaining({ roundId, date: DAY, bookedTonnes: 2, spareTonnes: 6 }),
    );
    // Saturday 5 December is the round's, but nothing is booked: no lorry goes out for it.
    expect(spareDays.filter((day) => day.roundId === roundId).map((day) => day.date)).toEqual([
      DAY,
    ]);
    const empty = await offer({ date: '2026-12-05', pricePerTonne: '250' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/no lorry going out/);
    const friday = await offer({ date: '2026-12-11', pricePerTonne: '250' });
    expect(friday.statusCode).toBe(400);
    expect(friday.json().message).toMatch(/no lorry going out/);
    const free = await offer({ pricePerTonne: '0' });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toMatch(/above £0/);
  });

  it('waits until the offer is due, then emails eligible consenting customers once', async () => {
    const response = await offer({ pricePerTonne: '250.00' });
    expect(response.statusCode).toBe(201);
    expectAnswerMatchesOpenApi(createTopUpOffer, response);
    mainOffer = response.json<TopUpOfferEntry>();
    expect(mainOffer).toMatchObject({ state: 'waiting', sent: 0, sentAt: null });
    // Default expiry: the start of Thursday 10 December, UK time.
    expect(mainOffer.expiresAt).toBe('2026-12-10T00:00:00.000Z');

    await moveClockTo('2026-12-07T10:00:00Z');
    await t.jobs.runDue();
    for (const regular of regulars) expect(await linkFor(regular)).toHaveLength(1);
    for (const other of Object.values(others)) expect(await linkFor(other!)).toEqual([]);
    await moveClockTo('2026-12-07T12:00:00Z');
    await t.jobs.runDue();
    for (const regular of regulars) expect(await linkFor(regular)).toHaveLength(1);

    const recipients = await t.database.db
      .select()
      .from(topUpOfferRecipients)
      .where(eq(topUpOfferRecipients.offerId, mainOffer.id));
    expect(recipients).toHaveLength(10);
    const [link] = await linkFor(regulars[0]!);
    expect(recipients.map((r) => r.tokenHash)).not.toContain(link!.split('/').pop());
    expect((await listed()).offers.find((o) => o.id === mainOffer.id)).toMatchObject({
      state: 'open',
      sent: 10,
      accepted: 0,
    });
  });

  it('shows the offer with its total including VAT and the address', async () => {
    const [link] = await linkFor(regulars[0]!);
    const page = await t.app.inject({ method: 'GET', url: link! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Saturday 12 December');
    expect(page.body).toContain('£262.50');
    expect(page.body).toContain('DN4 7AA');
    expect(page.body).not.toContain('Planted Lane');
    const unknown = await t.app.inject({ method: 'GET', url: '/top-up/not-a-token' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an expired offer and stores nothing', async () => {
    const response = await offer({ pricePerTonne: '240', expiresAt: '2026-12-08T09:00:00Z' });
    expect(response.statusCode).toBe(201);
    // Within five days of the day: sent as it is made.
    expect(response.json()).toMatchObject({ state: 'open', sent: 10 });
    await moveClockTo('2026-12-08T10:00:00Z');
    const [, link] = await linkFor(regulars[0]!);
    const before = (await t.database.db.select().from(orders)).length;
    const refused = await accept(link!);
    expect(refused.statusCode).toBe(410);
    expect(refused.body).toContain('this offer has ended');
    expect((await t.database.db.select().from(orders)).length).toBe(before);
  });

  it("cannot be blocked by a checkout sent with the shop's own key for the top-up", async () => {
    const customer = regulars[0]!;
    const [recipient] = await t.database.db
      .select()
      .from(topUpOfferRecipients)
      .where(
        and(
          eq(topUpOfferRecipients.offerId, mainOffer.id),
          eq(topUpOfferRecipients.customerId, customer.customer.id),
        ),
      );
    const squatted = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': `top-up-${recipient!.id}` },
      payload: guestOrder(),
    });
    expect(squatted.statusCode).toBe(201);

    const [link] = await linkFor(customer);
    const accepted = await accept(link!);
    expect(accepted.statusCode).toBe(200);
    const booked = await ordersOnDay();
    expect(booked.map((order) => order.customerId)).toEqual([customer.customer.id]);
    const [after] = await t.database.db
      .select()
      .from(topUpOfferRecipients)
      .where(eq(topUpOfferRecipients.id, recipient!.id));
    expect(after!.acceptedOrderId).toBe(booked[0]!.id);
    // The visitor's checkout repeats as any other: the same order for the same key.
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': `top-up-${recipient!.id}` },
      payload: guestOrder(),
    });
    expect(repeated.statusCode).toBe(201);
    expect(repeated.json().id).toBe(squatted.json().id);
  });

  it('books first come, first served, never beyond the lorry, and once per customer', async () => {
    const links = await Promise.all(regulars.map(async (r) => (await linkFor(r))[0]!));
    const answers = await Promise.all(links.map(accept));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.body).toContain('has filled up');
    }
    const booked = await ordersOnDay();
    expect(booked).toHaveLength(6);
    for (const order of booked) {
      expect(order).toMatchObject({
        quantity: '1.0',
        unitPrice: '250.00',
        vatAmount: '12.50',
        totalPrice: '262.50',
        postcode: 'DN4 7AA',
      });
    }

    // Pressing again: the same order, nothing new; a refused one stays refused.
    const winner = links[statuses.indexOf(200)]!;
    const again = await accept(winner);
    expect(again.statusCode).toBe(200);
    refusedCustomer = regulars[statuses.indexOf(409)]!;
    const loser = links[statuses.indexOf(409)]!;
    expect((await accept(loser)).statusCode).toBe(409);
    expect(await ordersOnDay()).toHaveLength(6);

    expect((await listed()).offers.find((o) => o.id === mainOffer.id)).toMatchObject({
      sent: 10,
      accepted: 6,
      tonnesFilled: 6,
    });
  });

  it("removes a deleted account's offers", async () => {
    // One whose top-up was refused: an order still to deliver would hold the account open.
    const customer = refusedCustomer;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: customer.customer.email, password: TEST_PASSWORD },
    });
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/customers/me/delete',
      headers: { cookie: sessionCookieFrom(login)! },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(topUpOfferRecipients)
        .where(eq(topUpOfferRecipients.customerId, customer.customer.id)),
    ).toEqual([]);
  });
});
