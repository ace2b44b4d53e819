import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/platform.tables';
import { TEST_PASSWORD, registerCustomer, sessionCookieFrom } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';
import {
  CUSTOMER_SESSION_ABSOLUTE_MS,
  CUSTOMER_SESSION_IDLE_MS,
  sessionIdHash,
} from './sessions.ts';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => new Date(clock) });
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/customers/me', headers: cookie ? { cookie } : {} });
const login = (email: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customers/login',
    payload: { email, password: TEST_PASSWORD },
    headers: { cookie },
  });

describe('customer session cookie', () => {
  it('answers 401 to me when signed out or with a forged cookie', async () => {
    const { cookie } = await registerCustomer(t.app);
    const token = cookie.slice('sid='.length).split('.')[0];
    for (const bad of [undefined, 'sid=nonsense', `sid=${token}`, `${cookie}x`]) {
      const response = await me(bad);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to continue' });
    }
  });

  it('rotates the session on login and stores only its hash', async () => {
    const { customer, cookie } = await registerCustomer(t.app);
    const relogin = await login(customer.email, cookie);
    const rotated = sessionCookieFrom(relogin)!;
    expect(rotated).not.toBe(cookie);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(rotated)).statusCode).toBe(200);
    const token = rotated.slice('sid='.length).split('.')[0]!;
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, customer.id));
    expect(rows.map((r) => r.idHash)).toEqual([sessionIdHash(token)]);
  });
});

describe('session expiry', () => {
  it('ends a session after 2 hours idle', async () => {
    const { cookie } = await registerCustomer(t.app);
    clock += CUSTOMER_SESSION_IDLE_MS - MINUTE;
    expect((await me(cookie)).statusCode).toBe(200);
    clock += CUSTOMER_SESSION_IDLE_MS - MINUTE;
    expect((await me(cookie)).statusCode).toBe(200);
    clock += CUSTOMER_SESSION_IDLE_MS;
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active', async () => {
    const { cookie } = await registerCustomer(t.app);
    const start = clock;
    while (clock + 30 * MINUTE < start + CUSTOMER_SESSION_ABSOLUTE_MS) {
      clock += 30 * MINUTE;
      expect((await me(cookie)).statusCode).toBe(200);
    }
    clock = start + CUSTOMER_SESSION_ABSOLUTE_MS;
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
