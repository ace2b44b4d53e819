import { createHash } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/features/audit/audit.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer } from '#test-support/customers';
import { placeOrder, setOrderStatus } from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

// After an erasure nothing names the person: not an email's subject, recipient or reply-to
// address, not an audit entry (old or new), not a digest anyone could recompute.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const PERSON = {
  firstName: 'Vicky',
  lastName: 'Timberlake',
  phone: '07700 900777',
  addressLine1: '7 Quarry Lane',
};
const ERASURE_SUBJECTS = ['Your account has been deleted', 'Your personal data has been erased'];

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function sendAll(): Promise<void> {
  while ((await t.mailWorker.runOnce()).sent > 0);
}

/** Which of the person's details `text` still holds. */
const detailsIn = (text: string, email: string) =>
  [email, ...Object.values(PERSON)].filter((value) =>
    text.toLowerCase().includes(value.toLowerCase()),
  );

const auditText = async () =>
  JSON.stringify(
    await t.database.db.select({ before: auditLog.before, after: auditLog.after }).from(auditLog),
  );

describe('erasure leaves no personal data behind', () => {
  it("erases the emails' subjects, addresses and the audit log's values, old entries included", async () => {
    const person = await registerCustomer(t.app, {
      firstName: PERSON.firstName,
      lastName: PERSON.lastName,
      phone: PERSON.phone,
    });
    const email = person.customer.email;
    const orderId = await placeOrder(
      t,
      { phone: PERSON.phone, addressLine1: PERSON.addressLine1 },
      person,
    );
    await setOrderStatus(t, admin, orderId, 'cancelled');
    await sendAll();
    // New entries name the person by id only.
    expect(detailsIn(await auditText(), email)).toEqual([]);
    const [registered] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.registered'))
      .orderBy(desc(auditLog.id));
    expect(registered?.after).toMatchObject({
      firstName: '[personal data]',
      emailDigest: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // Entries as the shop wrote them before: the person's details in full.
    await t.database.db.insert(auditLog).values([
      {
        action: 'customer.registered',
        actor: 'visitor',
        entityType: 'customer',
        entityId: String(person.customer.id),
        after: { email, ...PERSON, vatRate: 20 },
      },
      {
        action: 'order.placed',
        actor: 'customer',
        entityType: 'order',
        entityId: String(orderId),
        after: { customerId: person.customer.id, email, region: 'Doncaster' },
      },
      {
        action: 'order.email_resent',
        actor: 'admin',
        entityType: 'order',
        entityId: String(orderId),
        after: { recipient: email, subject: `New order #${orderId} - Vicky Timberlake` },
      },
    ]);
    const orderEmails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId));
    expect(orderEmails.some((row) => row.subject.includes(PERSON.lastName))).toBe(true);

    const deleted = await post('/api/customers/me/delete', person.cookie, {
      password: person.password,
    });
    expect(deleted.statusCode).toBe(200);

    const audit = await auditText();
    expect(detailsIn(audit, email)).toEqual([]);
    // What the entries were about stays: their kinds, ids and the figures.
    expect(audit).toContain('"region":"Doncaster"');
    expect(audit).toContain('"vatRate":20');

    const emails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [...orderEmails.map((row) => row.id)]));
    expect(emails).toHaveLength(orderEmails.length);
    for (const row of emails) {
      expect(row).toMatchObject({ toAddress: 'Erased', subject: 'Erased', replyTo: null });
      expect(detailsIn(JSON.stringify(row), email)).toEqual([]);
    }
    // The person's own emails (welcome, verification): only the confirmation of the erasure
    // keeps the address, as the record that the request was answered.
    for (const row of await t.database.db.select().from(emailOutbox)) {
      if (ERASURE_SUBJECTS.includes(row.subject)) continue;
      expect({ id: row.id, left: detailsIn(JSON.stringify(row), email) }).toEqual({
        id: row.id,
        left: [],
      });
    }
  });

  it('names an erased address by a keyed digest that hashing a guess cannot confirm', async () => {
    const email = `guessable-${Date.now()}@example.com`;
    const orderId = await placeOrder(t, { email });
    await setOrderStatus(t, admin, orderId, 'cancelled');
    expect((await post('/api/admin/data-requests/erase', admin, { email })).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.data_erased'))
      .orderBy(desc(auditLog.id));
    const digest = (entry?.after as { emailDigest?: string } | null)?.emailDigest ?? '';
    expect(digest).toMatch(/^[0-9a-f]{32}$/);
    const unkeyed = createHash('sha256').update(email).digest('hex');
    expect(unkeyed.startsWith(digest.slice(0, 16))).toBe(false);
    expect(detailsIn(await auditText(), email)).toEqual([]);
  });
});
