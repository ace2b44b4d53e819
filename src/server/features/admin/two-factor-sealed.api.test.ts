import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccount } from '#server/features/admin/admin.tables';
import { openSecret, sealingKey, sealSecret } from '#server/security/sealed-secret';
import { totpCodeAt } from '#server/security/totp';
import { TEST_ADMIN_PASSWORD, authenticateAdmin, signInAdmin } from '#test-support/admin';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '#test-support/test-app';
import { TOTP_SEAL_CONTEXT } from './admin-account.repo.ts';
import { sealPlainTwoFactorSecrets } from './admin-credentials.ts';
import { TWO_FACTOR_MESSAGES } from './two-factor.service.ts';

let t: TestApp;
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
const STEP = 30_000;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => new Date(clock) });
});
afterAll(async () => t.close());

const cookiesFrom = (response: LightMyRequestResponse) =>
  response.cookies
    .filter((c) => c.value && ['admin_sid', 'admin_pending'].includes(c.name))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** Every value of the admin account table, as one text. */
async function adminTable(): Promise<string> {
  return JSON.stringify(await t.database.db.select().from(adminAccount));
}
async function accountRow(): Promise<typeof adminAccount.$inferSelect> {
  const [row] = await t.database.db.select().from(adminAccount);
  return row!;
}
const storedSecret = async () => (await accountRow()).totpSecret ?? '';
const setStoredSecret = (value: string) =>
  t.database.db.execute(sql`update admin_account set totp_secret = ${value}`);

/** The password step then a current code from the app: the code step's response. */
async function signInWithCode() {
  clock += 2 * STEP;
  const password = await authenticateAdmin(t.app, TEST_ADMIN_PASSWORD);
  expect(password.json()).toMatchObject({ next: 'code' });
  const code = totpCodeAt(secret, new Date(clock));
  return post('/api/admin/authenticate/code', cookiesFrom(password), { code });
}

let secret = '';

describe('the two-factor seed at rest', () => {
  it('is kept sealed from set-up on: the table never holds the seed', async () => {
    const session = await signInAdmin(t.app);
    const setup = await post('/api/admin/two-factor/setup', session, {
      password: TEST_ADMIN_PASSWORD,
    });
    ({ secret } = setup.json<{ secret: string }>());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await adminTable()).not.toContain(secret);
    expect((await accountRow()).totpPendingSecret).toMatch(/^v1:/);

    const confirm = await post('/api/admin/two-factor/confirm', session, {
      password: TEST_ADMIN_PASSWORD,
      code: totpCodeAt(secret, new Date(clock)),
    });
    expect(confirm.statusCode).toBe(200);
    expect(await adminTable()).not.toContain(secret);
    expect(await adminTable()).not.toMatch(/[A-Z2-7]{32}/);
    const stored = await storedSecret();
    expect(stored).toMatch(/^v1:/);
    // Sealed with SECRETS_KEY for this column, not merely encoded.
    expect(openSecret(sealingKey(TEST_SECRETS_KEY), stored, TOTP_SEAL_CONTEXT.totpSecret)).toBe(
      secret,
    );
  });

  it('still signs in with codes from the app', async () => {
    const response = await signInWithCode();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Authenticated', next: 'signed_in' });
  });

  it('refuses a seed sealed with another key, or for another column, cleanly', async () => {
    const sealed = await storedSecret();
    for (const value of [
      sealSecret(
        sealingKey('another key of at least 32 characters!!'),
        secret,
        TOTP_SEAL_CONTEXT.totpSecret,
      ),
      sealSecret(sealingKey(TEST_SECRETS_KEY), secret, TOTP_SEAL_CONTEXT.totpPendingSecret),
    ]) {
      await setStoredSecret(value);
      const response = await signInWithCode();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: TWO_FACTOR_MESSAGES.unreadable });
      expect(response.body).not.toMatch(/stack|at .*\.ts/);
      expect(cookiesFrom(response)).not.toContain('admin_sid=');
    }
    await setStoredSecret(sealed);
  });

  it('seals a seed kept in plain text by an older shop at the next start, and signs in', async () => {
    await setStoredSecret(secret);
    // Until the start seals it, the old seed still works.
    expect((await signInWithCode()).statusCode).toBe(200);

    expect(
      await sealPlainTwoFactorSecrets(t.database.db, {
        secretsKey: TEST_SECRETS_KEY,
        now: new Date(clock),
      }),
    ).toBe(1);
    expect(await adminTable()).not.toContain(secret);
    expect(await storedSecret()).toMatch(/^v1:/);
    expect(
      await sealPlainTwoFactorSecrets(t.database.db, {
        secretsKey: TEST_SECRETS_KEY,
        now: new Date(clock),
      }),
    ).toBe(0);
    expect((await signInWithCode()).statusCode).toBe(200);
  });
});
