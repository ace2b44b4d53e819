import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs, sessions } from '#server/db/platform.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { regionPagePath } from '#shared/region-pages';
import type { Region } from '#shared/schemas/regions';
import { ADMIN_MAX_ATTEMPTS } from '#server/features/admin/admin-auth.service';
import { LOGIN_MAX_FAILURES } from '#server/features/customers/auth.service';
import { signInAdmin } from '#test-support/admin';
import { setRegion } from '#test-support/page-html';
import { registerCustomer } from '#test-support/customers';
import {
  confirmedOrder,
  orderRow,
  paymentUrlOf,
  payNow,
  setPaymentsEnabled,
} from '#test-support/payment-orders';
import { createTestApp, sharedDatabaseReason, type TestApp } from '#test-support/test-app';

// Two app servers on one PostgreSQL database, as behind the production proxy. PGlite is
// embedded in one process, so these run on PostgreSQL only (TEST_DATABASE_URL).
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  if (sharedDatabaseReason) return;
  // Listening, so the sandbox's notice reaches the first server's webhook over HTTP.
  one = await createTestApp({ listen: true });
  // The second serves the built storefront too, to show its kept region pages follow the first.
  two = await createTestApp({
    sameDatabaseAs: one,
    config: { clientDir: resolve('dist/client') },
  });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

/** The notice's promise: a change shows on every server within a second. */
const NOTICE_DEADLINE_MS = 1_000;

/** Polls until `check` holds or the deadline passes; answers whether it held. */
async function within(deadlineMs: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The per-address limit on signing in (the `login` endpoint's `perMinute`). */
const LOGIN_PER_MINUTE = 10;

const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/customers/login',
    payload: { email, password },
    remoteAddress,
  });

const regionsOn = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/regions' })).json<Region[]>();

describe.skipIf(sharedDatabaseReason !== null)('two app servers on one database', () => {
  // First: the orders below are priced by the seeded regions, which later tests change.
  it('approves on one server a sandbox payment opened on the other', async () => {
    const admin = await signInAdmin(one.app);
    await setPaymentsEnabled(one, admin, true);
    const customer = await registerCustomer(one.app);
    const orderId = await confirmedOrder(one, customer);
    const paymentUrl = paymentUrlOf(await payNow(one, orderId, customer.cookie));

    const page = await two.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/test mode/i);
    const approved = await two.app.inject({
      method: 'POST',
      url: new URL(paymentUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'approve', bank: 'sandbox-northern' }).toString(),
    });
    expect(approved.statusCode).toBe(303);

    // The notice went to the first server, which read the bank's acceptance from the store;
    // the person's return, served by the first server again, reads it settled.
    expect(await orderRow(one, orderId)).toMatchObject({ paymentStatus: 'processing' });
    const returnUrl = new URL(String(approved.headers.location));
    const back = await one.app.inject({
      method: 'GET',
      url: `${returnUrl.pathname}${returnUrl.search}`,
    });
    expect(back.headers.location).toBe('/account?payment=completed');
    expect(await orderRow(one, orderId)).toMatchObject({ paymentStatus: 'completed' });
  });

  it('serves a region price changed through one from the other within a second', async () => {
    const before = await regionsOn(two.app); // warms the second server's cache
    const region = before.find((r) => r.name === 'Doncaster')!;
    const admin = await signInAdmin(one.app);
    const changed = await one.app.inject({
      method: 'PATCH',
      url: `/api/regions/${region.id}/pricing`,
      headers: { cookie: admin },
      payload: { singlePrice: '311.00', bulkPrice: '299.00', wholesalePrice: '280.00' },
    });
    expect(changed.statusCode).toBe(200);

    const seen = await within(NOTICE_DEADLINE_MS, async () => {
      const now = (await regionsOn(two.app)).find((r) => r.id === region.id);
      return now?.singlePrice === '311.00';
    });
    expect(seen).toBe(true);
  });

  it('shows on the other’s region page, kept for guests, a price changed through one', async () => {
    const region = (await regionsOn(two.app)).find((r) => r.name === 'Doncaster')!;
    const page = () => two.app.inject({ method: 'GET', url: regionPagePath(region) });
    const before = await page(); // kept by the second server from here
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('£313.00');
    const admin = await signInAdmin(one.app);
    await setRegion(one.app, admin, region, { singlePrice: '313.00' });

    const seen = await within(NOTICE_DEADLINE_MS, async () =>
      (await page()).body.includes('£313.00'),
    );
    expect(seen).toBe(true);
  });

  it('shows a settings change made through one on the other within a second', async () => {
    const enabled = async () =>
      (await two.app.inject({ method: 'GET', url: '/api/payments/enabled' })).json<{
        enabled: boolean;
      }>().enabled;
    const before = await enabled(); // warms the second server's cache
    const admin = await signInAdmin(one.app);
    await setPaymentsEnabled(one, admin, !before);
    expect(await within(NOTICE_DEADLINE_MS, async () => (await enabled()) !== before)).toBe(true);
  });

  it('listens again after losing its connection, and reloads what it may have missed', async () => {
    const region = (await regionsOn(two.app)).find((r) => r.name === 'Leeds')!;
    // What a database restart does to the listening connections.
    await one.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`,
    );
    const admin = await signInAdmin(one.app);
    const changed = await one.app.inject({
      method: 'PATCH',
      url: `/api/regions/${region.id}/pricing`,
      headers: { cookie: admin },
      payload: { singlePrice: '322.00', bulkPrice: '300.00', wholesalePrice: '290.00' },
    });
    expect(changed.statusCode).toBe(200);
    const seen = await within(NOTICE_DEADLINE_MS, async () => {
      const now = (await regionsOn(two.app)).find((r) => r.id === region.id);
      return now?.singlePrice === '322.00';
    });
    expect(seen).toBe(true);
  });

  it('stops wrong passwords for one account at the same total when they alternate servers', async () => {
    const { customer, password } = await registerCustomer(one.app);
    const servers = [one.app, two.app];
    const statuses = [];
    for (let i = 0; i <= LOGIN_MAX_FAILURES; i += 1) {
      const response = await login(servers[i % 2]!, customer.email, `wrong ${i}`, `192.0.2.${i}`);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_MAX_FAILURES).fill(401), 429]);
    // The right password is refused on both, as the account is locked for everyone.
    for (const server of servers) {
      expect((await login(server, customer.email, password, '192.0.2.99')).statusCode).toBe(429);
    }
  });

  it("counts one address's requests on both servers against one per-minute limit", async () => {
    const statuses = [];
    for (let i = 0; i <= LOGIN_PER_MINUTE; i += 1) {
      const server = i % 2 === 0 ? one.app : two.app;
      const response = await login(server, `nobody-${i}@example.com`, 'wrong', '198.51.100.7');
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_PER_MINUTE).fill(401), 429]);
  });

  it('emails the business once when both servers see the admin gate lock at once', async () => {
    const wrong = (app: FastifyInstance, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/authenticate',
        payload: { password: `guess ${n}` },
        // Ten an address, the per-address limit: the attack is spread, as a real one is.
        remoteAddress: `203.0.113.${Math.floor(n / 10) + 1}`,
      });
    for (let n = 0; n < ADMIN_MAX_ATTEMPTS - 2; n += 1) {
      expect((await wrong(n % 2 ? two.app : one.app, n)).statusCode).toBe(401);
    }
    // The last two wrong passwords, one on each server: each then finds the gate locked.
    const last = await Promise.all([
      wrong(one.app, ADMIN_MAX_ATTEMPTS - 2),
      wrong(two.app, ADMIN_MAX_ATTEMPTS - 1),
    ]);
    expect(last.map((response) => response.statusCode)).toEqual([401, 401]);
    const alerts = await one.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Back office sign-in under attack'));
    expect(alerts).toHaveLength(1);
  });

  it('runs each scheduled job once when both servers ask at the same moment', async () => {
    const EXPIRED_SESSION = 'expired-session-for-the-clean-up-job';
    const expiredAt = new Date(Date.now() - 60_000);
    await one.database.db.insert(sessions).values({
      idHash: EXPIRED_SESSION,
      kind: 'admin',
      customerId: null,
      createdAt: expiredAt,
      lastSeenAt: expiredAt,
      expiresAt: expiredAt,
    });
    const [ranOnOne, ranOnTwo] = await Promise.all([one.jobs.runDue(), two.jobs.runDue()]);
    const ran = [...ranOnOne, ...ranOnTwo].sort();
    expect(ran).toEqual([
      'clean-up',
      'database-maintenance',
      'payment-reconciliation',
      'reorder-reminders',
      'retention',
      'top-up-offers',
    ]);
    expect(
      await one.database.db.select().from(sessions).where(eq(sessions.idHash, EXPIRED_SESSION)),
    ).toEqual([]);

    // Within the interval neither runs any of them again.
    expect(await Promise.all([one.jobs.runDue(), two.jobs.runDue()])).toEqual([[], []]);
    const rows = await one.database.db.select().from(scheduledJobs);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.lastFinishedAt).not.toBeNull();
  });
});
