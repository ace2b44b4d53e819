import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '#server/security/totp';
import { regenerateRecoveryCodes } from '#shared/api/two-factor';
import { TEST_ADMIN_PASSWORD, authenticateAdmin, signInAdmin } from '#test-support/admin';
import { watchAuditLog } from '#test-support/audit';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { ADMIN_MAX_ATTEMPTS } from './admin-auth.service.ts';
import { resetAdminTwoFactor } from './admin-two-factor-reset.ts';

// Per-IP limits off: what is tested is the account's own limit.
let t: TestApp;
let clock = Date.UTC(2026, 10, 26, 9, 0, 0);
const STEP = 30_000;
const now = () => new Date(clock);
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now });
});
afterAll(async () => t.close());

function sessionOf(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value && ['admin_sid', 'admin_pending'].includes(c.name))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const status = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/two-factor', headers: { cookie } })).json<{
    enabled: boolean;
    recoveryCodesLeft: number;
  }>();
const wrongCode = (secret: string) =>
  String((Number(totpCodeAt(secret, now())) + 1) % 1_000_000).padStart(6, '0');
const password = TEST_ADMIN_PASSWORD;

let session = '';
let secret = '';
let recoveryCodes: string[] = [];

describe('changing two-factor sign-in needs the password, like sudo', () => {
  it('refuses to start a setup without the password, or with a wrong one', async () => {
    session = await signInAdmin(t.app);
    for (const payload of [{}, { password: '' }, { password: 'not the password' }]) {
      const response = await post('/api/admin/two-factor/setup', session, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    const setup = await post('/api/admin/two-factor/setup', session, { password });
    expect(setup.statusCode).toBe(200);
    secret = setup.json<{ secret: string }>().secret;
  });

  it('refuses to confirm a setup without the password, even with a right code', async () => {
    for (const payload of [
      { code: totpCodeAt(secret, now()) },
      { code: totpCodeAt(secret, now()), password: 'not the password' },
    ]) {
      const response = await post('/api/admin/two-factor/confirm', session, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    expect((await status(session)).enabled).toBe(false);
    const confirmed = await post('/api/admin/two-factor/confirm', session, {
      password,
      code: totpCodeAt(secret, now()),
    });
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    session = sessionOf(confirmed);
    expect((await status(session)).enabled).toBe(true);
  });

  it('regenerates recovery codes with the password and a current code only', async () => {
    clock += 2 * STEP;
    const url = '/api/admin/two-factor/recovery-codes';
    for (const payload of [
      { code: totpCodeAt(secret, now()) },
      { password: 'not the password', code: totpCodeAt(secret, now()) },
      { password },
      { password, code: wrongCode(secret) },
    ]) {
      const response = await post(url, session, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
      expectAnswerMatchesOpenApi(regenerateRecoveryCodes, response);
    }
    const regenerated = await post(url, session, { password, code: totpCodeAt(secret, now()) });
    expect(regenerated.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(regenerateRecoveryCodes, regenerated);
    const fresh = regenerated.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    // The old codes are spent; a new one signs in.
    const pending = sessionOf(await authenticateAdmin(t.app));
    const old = await post('/api/admin/authenticate/code', pending, { code: recoveryCodes[0] });
    expect(old.statusCode).toBe(401);
    const next = await post('/api/admin/authenticate/code', pending, { code: fresh[0] });
    expect(next.statusCode).toBe(200);
    session = sessionOf(next);
    recoveryCodes = fresh;
  });

  it('refuses to turn it off with a right code but without the password', async () => {
    clock += 2 * STEP;
    for (const payload of [
      { code: totpCodeAt(secret, now()) },
      { code: totpCodeAt(secret, now()), password: 'not the password' },
    ]) {
      const response = await post('/api/admin/two-factor/disable', session, payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await status(session)).enabled).toBe(true);
  });
});

describe('the disable limiter', () => {
  it('allows as many failures as the gate', () => expect(ADMIN_MAX_ATTEMPTS).toBe(50));

  it('shares the limit of sign-in codes: 50 failures, then 429, each audited', async () => {
    clock += 20 * 60_000;
    const audit = await watchAuditLog(t);
    for (let i = 0; i < ADMIN_MAX_ATTEMPTS; i += 1) {
      const payload =
        i % 2
          ? { password, code: wrongCode(secret) }
          : { password: `guess ${i}`, code: totpCodeAt(secret, now()) };
      const response = await post('/api/admin/two-factor/disable', session, payload);
      expect(response.statusCode).toBe(400);
    }
    const limited = await post('/api/admin/two-factor/disable', session, {
      password,
      code: totpCodeAt(secret, now()),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many failed attempts. Please try again later.',
    });
    const entries = await audit.added();
    const failed = entries.filter((e) => e.action === 'admin.two_factor_change_failed');
    expect(failed).toHaveLength(ADMIN_MAX_ATTEMPTS);
    expect(failed[0]).toMatchObject({ actor: 'admin' });
    expect(entries.filter((e) => e.action === 'admin.two_factor_change_refused')).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain('guess');
    // The same limit as the sign-in codes: the code step is closed too.
    const pending = sessionOf(await authenticateAdmin(t.app));
    const code = await post('/api/admin/authenticate/code', pending, { code: recoveryCodes[1] });
    expect(code.statusCode).toBe(429);
    expect((await status(session)).enabled).toBe(true);
  });
});

describe('a lost authenticator', () => {
  it('is recovered by the server-side reset, which turns two-factor off and ends sessions', async () => {
    const audit = await watchAuditLog(t);
    await resetAdminTwoFactor(t.database.db, new Date(clock));
    expect((await audit.onlyAdded()).action).toBe('admin.two_factor_disabled');
    expect((await post('/api/admin/two-factor/setup', session, { password })).statusCode).toBe(401);
    clock += 20 * 60_000;
    const signIn = await authenticateAdmin(t.app);
    expect(signIn.json()).toMatchObject({ next: 'signed_in' });
  });
});
