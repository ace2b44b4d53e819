import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_ABSOLUTE_MS, ADMIN_SESSION_IDLE_MS } from '#server/http/sessions';
import { totpCodeAt } from '#server/security/totp';
import { hashPassword } from '#server/security/password';
import {
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_PASSWORD_HASH,
  authenticateAdmin,
} from '#test-support/admin';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { endAdminSessionsOnCredentialChange } from './admin-credentials.ts';
import { ADMIN_MAX_ATTEMPTS } from './admin-auth.service.ts';

let t: TestApp;
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
const now = () => new Date(clock);
beforeAll(async () => {
  // ADMIN_TOTP_REQUIRED=true; per-IP limits off, as if guesses came from many addresses.
  t = await createTestApp({ config: { rateLimits: false, adminTotpRequired: true }, now });
});
afterAll(async () => t.close());

function cookiesFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value && ['admin_sid', 'admin_pending'].includes(c.name))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const checkAuth = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/check-auth', headers: { cookie } });

it('keeps the limits ASVS 7.3 asks of back-office sessions', () => {
  expect(ADMIN_SESSION_IDLE_MS).toBe(30 * 60_000);
  expect(ADMIN_SESSION_ABSOLUTE_MS).toBe(12 * 60 * 60_000);
});

let secret = '';

describe('when two-factor sign-in is required', () => {
  it('leads from the password to setup, and only setup is open', async () => {
    const response = await authenticateAdmin(t.app);
    expect(response.json()).toEqual({
      message: 'Set up two-factor sign-in to continue',
      next: 'setup',
    });
    const pending = cookiesFrom(response);
    expect((await checkAuth(pending)).statusCode).toBe(401);
    const setup = await post('/api/admin/two-factor/setup', pending, {
      password: TEST_ADMIN_PASSWORD,
    });
    expect(setup.statusCode).toBe(200);
    secret = setup.json<{ secret: string }>().secret;
    const confirmed = await post('/api/admin/two-factor/confirm', pending, {
      password: TEST_ADMIN_PASSWORD,
      code: totpCodeAt(secret, now()),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await checkAuth(cookiesFrom(confirmed))).statusCode).toBe(200);
    const disable = await post('/api/admin/two-factor/disable', cookiesFrom(confirmed), {
      password: TEST_ADMIN_PASSWORD,
      code: totpCodeAt(secret, now()),
    });
    expect(disable.statusCode).toBe(409);
    // Once set up, the half-way session cannot start a new setup.
    const next = await authenticateAdmin(t.app);
    expect(next.json()).toMatchObject({ next: 'code' });
    const again = await post('/api/admin/two-factor/setup', cookiesFrom(next), {
      password: TEST_ADMIN_PASSWORD,
    });
    expect(again.statusCode).toBe(401);
  });
});

describe('a changed admin password', () => {
  it('ends every admin session at start-up; the same password ends none', async () => {
    clock += 60_000;
    const first = await authenticateAdmin(t.app);
    const session = cookiesFrom(
      await post('/api/admin/authenticate/code', cookiesFrom(first), {
        code: totpCodeAt(secret, now()),
      }),
    );
    expect((await checkAuth(session)).statusCode).toBe(200);
    const options = { totpRequired: true, now: now() };
    const db = t.database.db;
    // The first start records the password; a restart with it (freshly salted) changes nothing.
    await endAdminSessionsOnCredentialChange(db, {
      ...options,
      configuredPassword: TEST_ADMIN_PASSWORD,
      passwordHash: TEST_ADMIN_PASSWORD_HASH,
    });
    const same = await endAdminSessionsOnCredentialChange(db, {
      ...options,
      configuredPassword: TEST_ADMIN_PASSWORD,
      passwordHash: await hashPassword(TEST_ADMIN_PASSWORD),
    });
    expect(same).toBe(false);
    expect((await checkAuth(session)).statusCode).toBe(200);
    const changed = await endAdminSessionsOnCredentialChange(db, {
      ...options,
      configuredPassword: 'a quite different admin passphrase',
      passwordHash: await hashPassword('a quite different admin passphrase'),
    });
    expect(changed).toBe(true);
    expect((await checkAuth(session)).statusCode).toBe(401);
  });
});

// Last in the file: afterwards this app refuses every sign-in for 15 minutes of its clock.
describe('guessing codes', () => {
  it(`counts wrong codes against the account: ${ADMIN_MAX_ATTEMPTS} in all, then none`, async () => {
    clock += 60 * 60_000;
    const cookie = cookiesFrom(await authenticateAdmin(t.app));
    for (let i = 0; i < ADMIN_MAX_ATTEMPTS; i += 1) {
      const guess = String(100_000 + i);
      if (guess === totpCodeAt(secret, now())) continue;
      const response = await post('/api/admin/authenticate/code', cookie, { code: guess });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post('/api/admin/authenticate/code', cookie, {
      code: totpCodeAt(secret, now()),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many failed attempts. Please try again later.',
    });
    // The password still leads to the code step, which stays closed from every browser.
    const again = await authenticateAdmin(t.app, TEST_ADMIN_PASSWORD);
    expect(again.json()).toMatchObject({ next: 'code' });
    const closed = await post('/api/admin/authenticate/code', cookiesFrom(again), {
      code: totpCodeAt(secret, now()),
    });
    expect(closed.statusCode).toBe(429);
  });
});
