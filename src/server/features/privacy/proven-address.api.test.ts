import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataExport } from '#domain/personal-data-export';
import { ERASED } from '#domain/order-erasure';
import type { ErasureReport } from '#shared/schemas/data-requests';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, TEST_PASSWORD, type SignedIn } from '#test-support/customers';
import { latestVerificationToken, verifyByLink } from '#test-support/email-verification';
import { placeOrder, setOrderStatus } from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

// An address is proven before anything held under it is shown or erased: an account whose
// email is not verified sees and erases only what it made itself; once the link is opened, its
// export and erasure also cover the guest orders, contact messages and emails of the address.
// The business's own notices (a 'New order' notice replying to the customer) are never in a
// customer's export, and a customer's erasure never reaches them by address.

let t: TestApp;
let admin: string;

let unique = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(unique += 1)}@example.com`;

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const myExport = async (who: SignedIn) => {
  const response = await call('GET', '/api/customers/me/data-export', who.cookie);
  expect(response.statusCode).toBe(200);
  return { data: response.json<PersonalDataExport>(), body: response.body };
};
const deleteAccount = async (who: SignedIn) => {
  const response = await call('POST', '/api/customers/me/delete', who.cookie, {
    password: TEST_PASSWORD,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ErasureReport>();
};
const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const emailsOfOrders = (ids: number[]) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.orderId, ids))
    .orderBy(asc(emailOutbox.id));
const emailsTo = (address: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${address.toLowerCase()}`);
const contactMessagesFrom = (address: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(
      sql`lower(${emailOutbox.replyTo}) = ${address.toLowerCase()} and ${emailOutbox.subject} like 'Contact form:%'`,
    );

async function sendContactMessage(email: string, message: string) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Victoria Tim', email, subject: 'Alarm', message },
  });
  expect(sent.statusCode).toBe(200);
}

/** The person who owns the mailbox: a guest order and a contact message, no account. */
async function victimOf(email: string) {
  const guestOrder = await placeOrder(t, {
    email,
    firstName: 'Victoria',
    lastName: 'Tim',
    phone: '07700 900111',
  });
  await sendContactMessage(email, 'The alarm code is 9876, the phone 07700 900111.');
  return { guestOrder };
}

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

describe('an account whose address is not verified', () => {
  let email: string;
  let victim: { guestOrder: number };
  let squatter: SignedIn;
  let ownOrder: number;

  beforeAll(async () => {
    email = uniqueEmail('victim');
    victim = await victimOf(email);
    // Someone else registers the victim's address and never proves it.
    squatter = await registerCustomer(t.app, { email, firstName: 'Mal', lastName: 'Lory' });
    ownOrder = await placeOrder(t, {}, squatter);
    await setOrderStatus(t, admin, ownOrder, 'cancelled');
  });

  it("exports only what the account made itself: none of the address's guest orders, messages or emails", async () => {
    const { data, body } = await myExport(squatter);
    expect(data.profile).toMatchObject({ email, emailVerifiedAt: null });
    expect(data.orders.map((order) => order.id)).toEqual([ownOrder]);
    expect(data.contactMessages).toEqual([]);
    // The account's own emails: about its order, and the welcome and verification emails.
    expect(new Set(data.emails.map((sent) => sent.orderId))).toEqual(new Set([ownOrder, null]));
    expect(data.emails.filter((sent) => sent.orderId === null)).toHaveLength(2);
    expect(data.emails.map((sent) => sent.subject)).toEqual(
      expect.arrayContaining([
        'Welcome to Northfield Wood Pellets',
        expect.stringMatching(/^Confirm your/),
      ]),
    );
    expect(body).not.toContain('9876');
    expect(body).not.toContain('Victoria');
    expect(body).not.toContain('07700 900111');
    expect(body).not.toContain(`#${victim.guestOrder}`);
  });

  it("erases only its own account and orders, leaving the victim's order, message, emails and the business's notice", async () => {
    const noticesBefore = await emailsOfOrders([victim.guestOrder]);
    const toVictimBefore = (await emailsTo(email)).filter((row) => row.customerId === null);
    const report = await deleteAccount(squatter);
    expect(report).toMatchObject({
      accountDeleted: true,
      ordersErased: [ownOrder],
      ordersKept: [],
      contactMessagesDeleted: 0,
    });
    expect(await orderRow(victim.guestOrder)).toMatchObject({
      firstName: 'Victoria',
      email,
      phone: '07700 900111',
      anonymisedAt: null,
    });
    const [message] = await contactMessagesFrom(email);
    expect(message?.bodyClearedAt).toBeNull();
    expect(JSON.stringify(message?.body)).toContain('9876');
    // The guest order's confirmation to the victim and the business's 'New order' notice
    // (whose reply-to is the victim's address) are as they were.
    expect(await emailsOfOrders([victim.guestOrder])).toEqual(noticesBefore);
    expect(noticesBefore.some((row) => row.subject.startsWith('New order'))).toBe(true);
    const toVictimAfter = await emailsTo(email);
    for (const before of toVictimBefore.filter((row) => row.orderId !== ownOrder)) {
      expect(toVictimAfter).toContainEqual(before);
    }
  });
});

describe('an account whose address is verified by the link', () => {
  let email: string;
  let victim: { guestOrder: number };
  let owner: SignedIn;
  let ownOrder: number;
  let othersOrder: number;

  beforeAll(async () => {
    email = uniqueEmail('owner');
    victim = await victimOf(email);
    owner = await registerCustomer(t.app, { email, firstName: 'Victoria', lastName: 'Tim' });
    const token = await latestVerificationToken(t, email);
    ownOrder = await placeOrder(t, {}, owner);
    // Another account's order typed with this address: its notice replies to the address.
    const other = await registerCustomer(t.app, { email: uniqueEmail('other') });
    othersOrder = await placeOrder(t, { email }, other);
    await verifyByLink(t, token);
  });

  it('exports the guest orders, contact messages and emails of the address, never the business notices', async () => {
    const { data } = await myExport(owner);
    expect(data.profile).toMatchObject({ email, emailVerifiedAt: expect.any(String) });
    expect(data.orders.map((order) => order.id).sort()).toEqual(
      [ownOrder, victim.guestOrder].sort(),
    );
    expect(data.orders.find((order) => order.id === victim.guestOrder)).toMatchObject({
      linkedToAccount: false,
    });
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ message: 'The alarm code is 9876, the phone 07700 900111.' }),
    ]);
    const subjects = data.emails.map((sent) => sent.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Order confirmation #${victim.guestOrder} - Northfield Wood Pellets`,
        expect.stringMatching(/^We have your message/),
      ]),
    );
    for (const subject of subjects) expect(subject).not.toMatch(/^New order/);
  });

  it("erases the address's guest orders and messages, but the business's notices only with orders it erases", async () => {
    await setOrderStatus(t, admin, ownOrder, 'cancelled');
    await setOrderStatus(t, admin, victim.guestOrder, 'cancelled');
    const othersNotice = (await emailsOfOrders([othersOrder])).find((row) =>
      row.subject.startsWith('New order'),
    );
    expect(othersNotice?.replyTo).toBe(email);
    const report = await deleteAccount(owner);
    expect(report).toMatchObject({
      accountDeleted: true,
      ordersErased: [ownOrder, victim.guestOrder].sort((a, b) => a - b),
      contactMessagesDeleted: 1,
    });
    expect(await orderRow(victim.guestOrder)).toMatchObject({ email: ERASED });
    const [message] = await contactMessagesFrom(email);
    expect(message).toBeUndefined();
    // Another account's order and its notice are not the customer's to erase.
    expect(await orderRow(othersOrder)).toMatchObject({ email, anonymisedAt: null });
    // The mail worker may have sent it meanwhile: its subject and addresses must be untouched.
    const notice = (await emailsOfOrders([othersOrder])).find((row) => row.id === othersNotice?.id);
    const words = (row: typeof notice) =>
      row && { subject: row.subject, to: row.toAddress, replyTo: row.replyTo };
    expect(words(notice)).toEqual(words(othersNotice));
    expect(
      (await emailsTo(email)).filter((row) => row.orderId !== othersOrder).map((r) => r.subject),
    ).toEqual(['Your account has been deleted']);
  });
});
