import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/platform.tables';
import * as endpoints from '#shared/api/admin-auth';
import {
  ADMIN_SESSION_ABSOLUTE_MS,
  ADMIN_SESSION_IDLE_MS,
  sessionIdHash,
} from '#server/http/sessions';
import {
  TEST_ADMIN_PASSWORD,
  adminCookieFrom,
  authenticateAdmin,
  signInAdmin,
} from '#test-support/admin';
import { registerCustomer } from '#test-support/customers';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { ADMIN_MAX_ATTEMPTS } from './admin-auth.service.ts';

let t: TestApp;
let clock = Date.now();
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimits: false },
    now: () => new Date(clock),
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    },
  });
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const checkAuth = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/check-auth',
    headers: cookie ? { cookie } : {},
  });
const logout = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: cookie ? { cookie } : {} });

describe('admin password gate', () => {
  it('opens an admin session for the right password, and logout closes it', async () => {
    const response = await authenticateAdmin(t.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Authenticated', next: 'signed_in' });
    expect(response.headers['cache-control']).toBe('no-store');
    expectAnswerMatchesOpenApi(endpoints.authenticateAdmin, response);
    const cookie = response.cookies.find((c) => c.name === 'admin_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(ADMIN_SESSION_ABSOLUTE_MS / 1000);
    const session = adminCookieFrom(response)!;

    const check = await checkAuth(session);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ authenticated: true, id: 1, name: 'Owner', role: 'owner' });
    expect(check.headers['cache-control']).toBe('no-store');
    expectAnswerMatchesOpenApi(endpoints.checkAdminAuth, check);

    const out = await logout(session);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });
    expect(out.headers['cache-control']).toBe('no-store');
    expectAnswerMatchesOpenApi(endpoints.logoutAdmin, out);
    expect((await checkAuth(session)).statusCode).toBe(401);
    // Signing out without a session is not an error.
    expect((await logout()).statusCode).toBe(200);
  });

  it('refuses a wrong or missing password', async () => {
    const wrong = await authenticateAdmin(t.app, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid password' });
    expect(adminCookieFrom(wrong)).toBeNull();

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/authenticate',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Password is required');
    expect(missing.headers['cache-control']).toBe('no-store');
    expectAnswerMatchesOpenApi(endpoints.authenticateAdmin, missing);
  });

  it('answers check-auth with 401 without a session, with a forged one, or a customer one', async () => {
    const customer = await registerCustomer(t.app);
    const token = customer.cookie.slice('sid='.length);
    for (const cookie of [undefined, 'admin_sid=forged', customer.cookie, `admin_sid=${token}`]) {
      const response = await checkAuth(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Admin authentication required' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('rotates the session on every sign-in and stores only a hash, with no customer', async () => {
    const first = await signInAdmin(t.app);
    const again = await authenticateAdmin(t.app, TEST_ADMIN_PASSWORD, { cookie: first });
    const second = adminCookieFrom(again)!;
    expect(second).not.toBe(first);
    expect((await checkAuth(first)).statusCode).toBe(401);
    expect((await checkAuth(second)).statusCode).toBe(200);
    const token = second.slice('admin_sid='.length).split('.')[0]!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.kind, 'admin'));
    expect(rows.every((row) => row.customerId === null)).toBe(true);
    expect(rows.map((row) => row.idHash)).toContain(sessionIdHash(token));
  });

  it('logs every failed attempt with the address, never the password', async () => {
    logLines.length = 0;
    await authenticateAdmin(t.app, 'guess-number-one');
    const failures = logLines.filter((line) => line.includes('admin authentication failed'));
    expect(failures).toHaveLength(1);
    expect(JSON.parse(failures[0]!)).toMatchObject({ level: 40, ip: '127.0.0.1' });
    expect(logLines.join('\n')).not.toContain('guess-number-one');
  });
});

describe('admin session expiry', () => {
  it('ends after 30 minutes idle', async () => {
    const cookie = await signInAdmin(t.app);
    clock += ADMIN_SESSION_IDLE_MS - MINUTE;
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    clock += ADMIN_SESSION_IDLE_MS;
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });

  it('ends 12 hours after sign-in however active', async () => {
    const cookie = await signInAdmin(t.app);
    const start = clock;
    while (clock + 20 * MINUTE < start + ADMIN_SESSION_ABSOLUTE_MS) {
      clock += 20 * MINUTE;
      expect((await checkAuth(cookie)).statusCode).toBe(200);
    }
    clock = start + ADMIN_SESSION_ABSOLUTE_MS;
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });
});

// Last in the file: afterwards this app refuses every sign-in for 15 minutes of its clock.
// (The per-IP limit of 10 a minute is tested with the other per-IP limits.)
describe('admin sign-in limit across all addresses', () => {
  // Per-IP limits are off here, as if the guesses came from many addresses.
  it(`stops all sign-ins after ${ADMIN_MAX_ATTEMPTS} attempts in 15 minutes`, async () => {
    clock += ADMIN_SESSION_ABSOLUTE_MS; // a fresh window, whatever the tests above did
    for (let i = 0; i < ADMIN_MAX_ATTEMPTS; i += 1) {
      expect((await authenticateAdmin(t.app, `wrong ${i}`)).statusCode).toBe(401);
    }
    const blocked = await authenticateAdmin(t.app);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many failed attempts. Please try again later.',
    });
    expect(logLines.some((line) => line.includes('too many attempts'))).toBe(true);
    clock += 15 * MINUTE;
    expect((await authenticateAdmin(t.app)).statusCode).toBe(200);
  });
});
