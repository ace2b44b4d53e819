import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import { invoiceScenario } from '#test-support/invoices';
import { createTestApp, type TestApp } from '#test-support/test-app';

// One unbroken sequence of invoice numbers (decision 015): on PostgreSQL
// (TEST_DATABASE_URL) the 50 confirmations below really run side by side.
let t: TestApp;
let ada: SignedIn;
let scenario: ReturnType<typeof invoiceScenario>;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  ada = await registerCustomer(t.app, { firstName: 'Ada' });
  scenario = invoiceScenario(t, await signInAdmin(t.app));
  await scenario.setVatSettings();
});
afterAll(async () => t.close());

describe('numbering', () => {
  it('stays unbroken when a confirmation fails after its number was drawn', async () => {
    const doomed = await scenario.placeOrder(ada);
    // The document cannot be written for this order: the number is drawn, then all rolls back.
    await t.database.db.execute(
      sql.raw(`
      create function refuse_invoice() returns trigger language plpgsql as $$
      begin raise exception 'invoice refused for the test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`
      create trigger refuse_invoice before insert on invoices for each row
        when (new.order_id = ${doomed}) execute function refuse_invoice()`),
    );
    const before = Math.max(0, ...(await scenario.allNumbers()));
    const failed = await scenario.confirm(doomed);
    expect(failed.statusCode).toBe(500);
    expect(
      (await t.database.db.select().from(orders).where(eq(orders.id, doomed)))[0]?.status,
    ).toBe('pending');
    const next = await scenario.placeOrder(ada);
    await scenario.confirm(next);
    expect((await scenario.documentsOf(next))[0]?.number).toBe(before + 1);
  });

  it('stays unique and gap-free with 50 orders confirmed at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) ids.push(await scenario.placeOrder(i % 2 ? ada : null));
    const before = await scenario.allNumbers();
    const answers = await Promise.all(ids.map((id) => scenario.confirm(id)));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const numbers = (await scenario.allNumbers()).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(numbers.length).toBe(before.length + 50);
    for (const id of ids) expect((await scenario.documentsOf(id)).length).toBe(1);
  });
});
