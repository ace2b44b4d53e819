import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { renderMessage } from '#test-support/stored-email';
import { newTotpSecret, totpCodeAt } from '#server/security/totp';
import { hashPassword } from '#server/security/password';
import { TEST_ADMIN_PASSWORD, TEST_ADMIN_PASSWORD_HASH } from '#test-support/admin';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { createAdminAccountRepo } from './admin-account.repo.ts';
import { endAdminSessionsOnCredentialChange } from './admin-credentials.ts';
import { ADMIN_MAX_ATTEMPTS } from './admin-auth.service.ts';

const MINUTE = 60_000;
const ALERT_SUBJECT = 'Back office sign-in under attack';

/** Every cookie a response set with a value, as a Cookie header. */
const cookiesOf = (response: LightMyRequestResponse) =>
  response.cookies
    .filter((c) => c.value)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
const deviceOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === 'admin_device' && c.value);

/** Turns two-factor sign-in on straight in the database, as a confirmed setup would. */
async function turnOnTwoFactor(t: TestApp, at: Date): Promise<string> {
  const secret = newTotpSecret();
  const repo = createAdminAccountRepo(t.database.db);
  await repo.setPendingSecret(secret, at);
  await repo.enable(secret, 0, ['not a recovery code'], at);
  return secret;
}

describe('guessing codes from many browsers and addresses', () => {
  // Per-IP limits on (10 a minute per address and route): the flood is spread over addresses.
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 26, 9, 0, 0);
  let secret = '';
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock) });
    secret = await turnOnTwoFactor(t, new Date(clock));
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, remoteAddress: string, cookie = '') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { cookie } });
  const alerts = () =>
    t.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, ALERT_SUBJECT));

  it('issues no device cookie after the password step alone, only after the code', async () => {
    const password = await post(
      '/api/admin/authenticate',
      { password: TEST_ADMIN_PASSWORD },
      '192.0.2.1',
    );
    expect(password.json()).toMatchObject({ next: 'code' });
    expect(deviceOf(password)).toBeUndefined();
    const code = await post(
      '/api/admin/authenticate/code',
      { code: totpCodeAt(secret, new Date(clock)) },
      '192.0.2.1',
      cookiesOf(password),
    );
    expect(code.statusCode).toBe(200);
    expect(deviceOf(code)).toMatchObject({ path: '/api/admin/authenticate', httpOnly: true });
  });

  it('reaches the account limit of wrong codes from any device and address, and alerts', async () => {
    clock += 20 * MINUTE;
    const statuses: number[] = [];
    // Six addresses, two password sign-ins each (keeping whatever cookies they set), then ten
    // wrong codes each: sixty in all.
    for (let a = 1; a <= 6; a += 1) {
      const address = `203.0.113.${a}`;
      const browsers: string[] = [];
      for (let b = 0; b < 2; b += 1) {
        const signIn = await post(
          '/api/admin/authenticate',
          { password: TEST_ADMIN_PASSWORD },
          address,
        );
        expect(signIn.statusCode).toBe(200);
        browsers.push(cookiesOf(signIn));
      }
      for (let i = 0; i < 10; i += 1) {
        let guess = String(100_000 + a * 100 + i);
        if (guess === totpCodeAt(secret, new Date(clock))) guess = String(Number(guess) + 50);
        const response = await post(
          '/api/admin/authenticate/code',
          { code: guess },
          address,
          browsers[i % 2],
        );
        statuses.push(response.statusCode);
      }
    }
    expect(statuses.slice(0, ADMIN_MAX_ATTEMPTS).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(ADMIN_MAX_ATTEMPTS).every((status) => status === 429)).toBe(true);
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ toAddress: 'orders@shop.test' });
    const { text } = renderMessage(alert!);
    expect(text).toContain('codes are refused for now from every browser');
    expect(text).toContain('from 5 addresses'); // the limit is reached by the fiftieth
    // The right code is refused too while the limit holds.
    const fresh = await post(
      '/api/admin/authenticate',
      { password: TEST_ADMIN_PASSWORD },
      '198.51.100.7',
    );
    const right = await post(
      '/api/admin/authenticate/code',
      { code: totpCodeAt(secret, new Date(clock)) },
      '198.51.100.7',
      cookiesOf(fresh),
    );
    expect(right.statusCode).toBe(429);
  });
});

describe('a device cookie and a changed password', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 26, 12, 0, 0);
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimits: false }, now: () => new Date(clock) });
  });
  afterAll(async () => t.close());

  const signIn = (password: string, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/authenticate',
      payload: { password },
      headers: { cookie },
    });

  it('stops being trusted once the admin password changes', async () => {
    const db = t.database.db;
    const options = { totpRequired: false, now: new Date(clock) };
    await endAdminSessionsOnCredentialChange(db, {
      ...options,
      configuredPassword: TEST_ADMIN_PASSWORD,
      passwordHash: TEST_ADMIN_PASSWORD_HASH,
    });
    const owner = await signIn(TEST_ADMIN_PASSWORD);
    const device = deviceOf(owner);
    expect(device).toBeDefined();
    const cookie = `admin_device=${device!.value}`;
    for (let i = 0; i < ADMIN_MAX_ATTEMPTS; i += 1) {
      expect((await signIn(`guess ${i}`)).statusCode).toBe(401);
    }
    expect((await signIn(TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
    // The owner's browser still gets in while the password is the one it signed in with...
    const trusted = await signIn(TEST_ADMIN_PASSWORD, cookie);
    expect(trusted.statusCode).toBe(200);
    clock += MINUTE;
    // ...but not once it has changed (recorded at the next start).
    const changed = 'another admin passphrase, quite different';
    await endAdminSessionsOnCredentialChange(db, {
      ...options,
      configuredPassword: changed,
      passwordHash: await hashPassword(changed),
    });
    const refused = await signIn(TEST_ADMIN_PASSWORD, `admin_device=${deviceOf(trusted)!.value}`);
    expect(refused.statusCode).toBe(429);
  });
});
