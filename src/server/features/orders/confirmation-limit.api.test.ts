import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { renderMessage } from '#test-support/stored-email';
import { guestOrder } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

const MINUTE_MS = 60_000;
let clock = new Date('2026-03-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => clock });
});
afterAll(async () => t.close());

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE_MS);
};

async function place(email: string, idempotencyKey?: string): Promise<number> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: guestOrder({ email }),
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
  expect(placed.statusCode).toBe(201);
  return placed.json<{ id: number }>().id;
}

/** Each order's queued emails, as [to, subject] pairs. */
async function mailOf(ids: number[]) {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.orderId, ids));
  return {
    confirmations: rows.filter((r) => r.subject.startsWith('Order confirmation')),
    notices: rows.filter((r) => r.subject.startsWith('New order')),
  };
}

const withheldCount = async () =>
  (await t.metrics.confirmationsWithheld.get()).values[0]?.value ?? 0;

describe('order confirmations per address', () => {
  it('places the 6th order to one address in an hour, but queues no 6th confirmation', async () => {
    // One mailbox, however it is typed.
    const addresses = [
      'flood@example.com',
      'Flood@Example.com',
      'flood+1@example.com',
      ' FLOOD+2@example.com',
      'flood@example.com',
      'flood+6@example.com',
    ];
    const ids: number[] = [];
    for (const address of addresses) {
      ids.push(await place(address.trim()));
      later(5);
    }

    const stored = await t.database.db.select().from(orders).where(inArray(orders.id, ids));
    expect(stored).toHaveLength(6);
    const { confirmations, notices } = await mailOf(ids);
    expect(confirmations.map((r) => r.orderId)).toEqual(ids.slice(0, 5));
    expect(notices).toHaveLength(6);
    // The business hears of every order, and of the one whose customer heard nothing.
    const sixth = notices.find((r) => r.orderId === ids[5]);
    expect(renderMessage(sixth!).text).toContain(
      'No order confirmation was emailed to flood+6@example.com',
    );
    const first = notices.find((r) => r.orderId === ids[0]);
    expect(renderMessage(first!).text).not.toContain('No order confirmation');
    expect(await withheldCount()).toBe(1);

    // Another address is not held back by this one.
    const other = await place('someone.else@example.com');
    expect((await mailOf([other])).confirmations).toHaveLength(1);

    // An hour after the first ones, the address gets confirmations again.
    later(60);
    const next = await place('flood@example.com');
    expect((await mailOf([next])).confirmations).toHaveLength(1);
  });

  it('sends at most 20 confirmations to one address in a day', async () => {
    const ids: number[] = [];
    for (let hour = 0; hour < 4; hour += 1) {
      for (let i = 0; i < 5; i += 1) ids.push(await place('daily@example.com'));
      later(61);
    }
    const twentyFirst = await place('daily@example.com');
    expect((await mailOf(ids)).confirmations).toHaveLength(20);
    expect((await mailOf([twentyFirst])).confirmations).toHaveLength(0);

    later(24 * 60);
    const nextDay = await place('daily@example.com');
    expect((await mailOf([nextDay])).confirmations).toHaveLength(1);
  });

  it('counts a repeated submission once', async () => {
    const first = await place('repeat@example.com', 'repeat-key-0001');
    for (let i = 0; i < 5; i += 1) {
      expect(await place('repeat@example.com', 'repeat-key-0001')).toBe(first);
    }
    const ids = [first];
    for (let i = 0; i < 4; i += 1) ids.push(await place('repeat@example.com'));
    expect((await mailOf(ids)).confirmations).toHaveLength(5);
  });

  it('sends 5 of 8 confirmations when the orders arrive at once, and places all 8', async () => {
    later(24 * 60);
    const ids = await Promise.all(Array.from({ length: 8 }, () => place('rush@example.com')));
    expect(new Set(ids).size).toBe(8);
    const { confirmations, notices } = await mailOf(ids);
    expect(confirmations).toHaveLength(5);
    expect(notices).toHaveLength(8);
    const withheld = notices.filter((r) =>
      renderMessage(r).text.includes('No order confirmation was emailed to rush@example.com'),
    );
    expect(withheld.map((r) => r.orderId).sort()).toEqual(
      ids.filter((id) => !confirmations.some((r) => r.orderId === id)).sort(),
    );
  });
});
