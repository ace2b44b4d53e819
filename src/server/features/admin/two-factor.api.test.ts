import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRecoveryCodes } from '#server/features/admin/admin.tables';
import { declaredEndpoints } from '#server/http/declared-endpoints';
import { totpCodeAt } from '#server/security/totp';
import { TEST_ADMIN_PASSWORD, authenticateAdmin, signInAdmin } from '#test-support/admin';
import { watchAuditLog } from '#test-support/audit';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { TWO_FACTOR_MESSAGES } from './two-factor.service.ts';

let t: TestApp;
const endpoints = await declaredEndpoints();
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
const STEP = 30_000;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => new Date(clock) });
});
afterAll(async () => t.close());

/** The cookies a response set, as a Cookie header (admin_sid and admin_pending). */
function cookiesFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value && ['admin_sid', 'admin_pending'].includes(c.name))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}
/** A declared endpoint's every answer, refusals included, is the one the OpenAPI document gives. */
function described(method: 'GET' | 'POST', url: string, response: LightMyRequestResponse) {
  const endpoint = endpoints.find((e) => e.method === method && e.path === url);
  if (endpoint) expectAnswerMatchesOpenApi(endpoint, response);
  return response;
}
const post = async (url: string, cookie: string, payload: object = {}) =>
  described('POST', url, await t.app.inject({ method: 'POST', url, headers: { cookie }, payload }));
const get = async (url: string, cookie: string) =>
  described('GET', url, await t.app.inject({ method: 'GET', url, headers: { cookie } }));
const codeNow = (secret: string, offsetMs = 0) => totpCodeAt(secret, new Date(clock + offsetMs));

async function passwordStep() {
  const response = await authenticateAdmin(t.app, TEST_ADMIN_PASSWORD);
  expect(response.statusCode).toBe(200);
  return { body: response.json<{ next: string }>(), cookie: cookiesFrom(response) };
}

let secret = '';
let recoveryCodes: string[] = [];
let session = '';

describe('setting up two-factor sign-in', () => {
  it('signs in with the password alone while it is off', async () => {
    const { body } = await passwordStep();
    expect(body).toEqual({ message: 'Authenticated', next: 'signed_in' });
  });

  it('shows a secret and QR code that do nothing until confirmed', async () => {
    session = await signInAdmin(t.app);
    const setup = await post('/api/admin/two-factor/setup', session, {
      password: TEST_ADMIN_PASSWORD,
    });
    expect(setup.statusCode).toBe(200);
    ({ secret } = setup.json<{ secret: string }>());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.json()).toMatchObject({
      otpauthUri: expect.stringContaining(`secret=${secret}`),
      qrDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect((await get('/api/admin/two-factor', session)).json()).toMatchObject({ enabled: false });
    expect((await passwordStep()).body.next).toBe('signed_in');
  });

  it('refuses a wrong or malformed first code and changes nothing', async () => {
    const wrongCode = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, '0');
    for (const [code, message] of [
      [wrongCode, TWO_FACTOR_MESSAGES.wrongCode],
      ['12ab56', TWO_FACTOR_MESSAGES.malformedTotp],
      [codeNow(secret, -2 * STEP), TWO_FACTOR_MESSAGES.wrongCode],
    ] as const) {
      const response = await post('/api/admin/two-factor/confirm', session, {
        password: TEST_ADMIN_PASSWORD,
        code,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const empty = await post('/api/admin/two-factor/confirm', session, {
      password: TEST_ADMIN_PASSWORD,
    });
    expect(empty.statusCode).toBe(400);
    expect((await get('/api/admin/two-factor', session)).json()).toMatchObject({ enabled: false });
  });

  it('turns on with a current code, answers ten recovery codes and ends other sessions', async () => {
    const other = await signInAdmin(t.app);
    const audit = await watchAuditLog(t);
    const response = await post('/api/admin/two-factor/confirm', session, {
      password: TEST_ADMIN_PASSWORD,
      code: codeNow(secret),
    });
    expect(response.statusCode).toBe(200);
    expect((await audit.added()).map((entry) => [entry.action, entry.actor])).toEqual([
      ['admin.two_factor_enabled', 'admin'],
    ]);
    recoveryCodes = response.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^([a-z2-7]{4}-){5}[a-z2-7]{4}$/);
    // Only hashes are kept.
    const stored = await t.database.db.select().from(adminRecoveryCodes);
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]?.replace(/-/g, ''));
    expect((await get('/api/admin/check-auth', other)).statusCode).toBe(401);
    expect((await get('/api/admin/check-auth', session)).statusCode).toBe(401);
    session = cookiesFrom(response);
    expect((await get('/api/admin/check-auth', session)).statusCode).toBe(200);
    expect((await get('/api/admin/two-factor', session)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // The secret is shown once: a second setup is refused while it is on.
    const again = await post('/api/admin/two-factor/setup', session, {
      password: TEST_ADMIN_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code after the password; the half-way session opens nothing', async () => {
    clock += 2 * STEP;
    const { body, cookie } = await passwordStep();
    expect(body).toEqual({ message: 'Enter the code from your authenticator app', next: 'code' });
    expect(cookie).toContain('admin_pending=');
    expect(cookie).not.toContain('admin_sid=');
    expect((await get('/api/admin/check-auth', cookie)).statusCode).toBe(401);
    expect((await get('/api/admin/payment-provider', cookie)).statusCode).toBe(401);
    const setup = await post('/api/admin/two-factor/setup', cookie, {
      password: TEST_ADMIN_PASSWORD,
    });
    expect(setup.statusCode).toBe(401);
  });

  it('accepts a current code once only, and one a step off', async () => {
    clock += 2 * STEP;
    const first = await passwordStep();
    const code = codeNow(secret, -STEP);
    const accepted = await post('/api/admin/authenticate/code', first.cookie, { code });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: 'Authenticated', next: 'signed_in' });
    expect((await get('/api/admin/check-auth', cookiesFrom(accepted))).statusCode).toBe(200);

    const second = await passwordStep();
    const reused = await post('/api/admin/authenticate/code', second.cookie, { code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: TWO_FACTOR_MESSAGES.wrongCode });
    expect(cookiesFrom(reused)).not.toContain('admin_sid=');
  });

  it('refuses an expired, malformed or missing code, and a code without the password', async () => {
    clock += 2 * STEP;
    const { cookie } = await passwordStep();
    const expired = await post('/api/admin/authenticate/code', cookie, {
      code: codeNow(secret, -2 * STEP),
    });
    expect(expired.statusCode).toBe(401);
    for (const payload of [{ code: 'abc' }, { code: '' }, {}, { code: 123456 }]) {
      const response = await post('/api/admin/authenticate/code', cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    const noPassword = await post('/api/admin/authenticate/code', '', { code: codeNow(secret) });
    expect(noPassword.statusCode).toBe(401);
    expect(noPassword.json()).toEqual({ message: 'Please sign in with the password first' });
  });

  it('accepts a recovery code once, typed in any case and without dashes', async () => {
    const code = recoveryCodes[0]!;
    const first = await passwordStep();
    const typed = code.replace(/-/g, '').toUpperCase();
    const accepted = await post('/api/admin/authenticate/code', first.cookie, { code: typed });
    expect(accepted.statusCode).toBe(200);
    session = cookiesFrom(accepted);
    expect((await get('/api/admin/two-factor', session)).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });
    const second = await passwordStep();
    const reused = await post('/api/admin/authenticate/code', second.cookie, { code });
    expect(reused.statusCode).toBe(401);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs a current code; a wrong or recovery code changes nothing', async () => {
    clock += 2 * STEP;
    for (const code of [recoveryCodes[1]!, codeNow(secret, -3 * STEP), 'nonsense']) {
      const response = await post('/api/admin/two-factor/disable', session, {
        password: TEST_ADMIN_PASSWORD,
        code,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await get('/api/admin/two-factor', session)).json()).toMatchObject({ enabled: true });
  });

  it('turns off with a current code and ends the other sessions', async () => {
    const other = await passwordStep();
    const otherSession = cookiesFrom(
      await post('/api/admin/authenticate/code', other.cookie, { code: recoveryCodes[2]! }),
    );
    expect((await get('/api/admin/check-auth', otherSession)).statusCode).toBe(200);
    clock += 2 * STEP;
    const audit = await watchAuditLog(t);
    const response = await post('/api/admin/two-factor/disable', session, {
      password: TEST_ADMIN_PASSWORD,
      code: codeNow(secret),
    });
    expect(response.statusCode).toBe(200);
    expect((await audit.added()).map((entry) => entry.action)).toEqual([
      'admin.two_factor_disabled',
    ]);
    expect((await get('/api/admin/check-auth', otherSession)).statusCode).toBe(401);
    const current = cookiesFrom(response);
    expect((await get('/api/admin/two-factor', current)).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await passwordStep()).body.next).toBe('signed_in');
    const disabledAgain = await post('/api/admin/two-factor/disable', current, {
      password: TEST_ADMIN_PASSWORD,
      code: codeNow(secret),
    });
    expect(disabledAgain.statusCode).toBe(409);
  });
});
