import { and, desc, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { renderMessage } from '#test-support/stored-email';
import {
  newCustomerDetails,
  registerCustomer,
  TEST_PASSWORD,
  type SignedIn,
} from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

// Per-IP limits are on: the guesses come from five addresses, as a spread attack would.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const LOCKED = {
  message: 'Too many failed login attempts. Please try again in 15 minutes or reset your password.',
};

const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customers/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

/** The `Cookie` header that sends back the device cookie a response set. */
function deviceCookie(response: LightMyRequestResponse): string {
  const value = response.cookies.find((c) => c.name === 'device')?.value;
  if (!value) throw new Error(`no device cookie in ${response.statusCode} ${response.body}`);
  return `device=${value}`;
}

/** Five wrong passwords for the account, one from each of five addresses. */
async function spreadAttack(email: string) {
  for (let i = 1; i <= 5; i += 1) {
    expect((await login(email, `guess ${i}`, `203.0.113.${i}`)).statusCode).toBe(401);
  }
}

/** A customer whose browser signed in once and kept its device cookie. */
async function customerWithDevice(): Promise<SignedIn & { device: string }> {
  const customer = await registerCustomer(t.app);
  const response = await login(customer.customer.email, customer.password, '192.0.2.1');
  expect(response.statusCode).toBe(200);
  return { ...customer, device: deviceCookie(response) };
}

describe('a spread attack on a customer account', () => {
  it('gives a browser that signs in a long-lived, HttpOnly device cookie for the login route', async () => {
    const customer = await registerCustomer(t.app);
    const response = await login(customer.customer.email, customer.password, '192.0.2.2');
    const cookie = response.cookies.find((c) => c.name === 'device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/customers/login' });
    expect(cookie?.maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
  });

  it("locks a new browser out but lets the owner's browser sign in", async () => {
    const owner = await customerWithDevice();
    await spreadAttack(owner.customer.email);

    const newBrowser = await login(owner.customer.email, owner.password, '192.0.2.3');
    expect(newBrowser.statusCode).toBe(429);
    expect(newBrowser.json()).toEqual(LOCKED);

    const known = await login(owner.customer.email, owner.password, '192.0.2.1', owner.device);
    expect(known.statusCode).toBe(200);
    expect(known.json().customer.email).toBe(owner.customer.email);
    expect(known.cookies.some((c) => c.name === 'sid' && c.value)).toBe(true);

    // The owner's success does not lift the lock for everyone else.
    expect((await login(owner.customer.email, owner.password, '192.0.2.4')).statusCode).toBe(429);
  });

  it('also trusts the device cookie a registration sets', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      remoteAddress: '192.0.2.5',
      payload: {
        email: `registered-${Date.now()}@example.com`,
        password: 'correct horse battery',
        confirmPassword: 'correct horse battery',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    expect(response.statusCode).toBe(201);
    const email = response.json<{ customer: { email: string } }>().customer.email;
    await spreadAttack(email);
    const known = await login(email, 'correct horse battery', '192.0.2.5', deviceCookie(response));
    expect(known.statusCode).toBe(200);
  });

  it("gives no exemption to another account's device cookie or a tampered one", async () => {
    const victim = await customerWithDevice();
    const other = await customerWithDevice();
    await spreadAttack(victim.customer.email);
    const value = victim.device.slice('device='.length);
    const tampered = `device=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const [, nonce, signature] = value.split('.');
    const renamed = `device=${Buffer.from(victim.customer.email).toString('base64url')}.${nonce}x.${signature}`;
    for (const cookie of [other.device, tampered, renamed]) {
      const response = await login(victim.customer.email, victim.password, '192.0.2.6', cookie);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(LOCKED);
    }
  });

  it('stops trusting a device cookie after 5 wrong passwords from it', async () => {
    const owner = await customerWithDevice();
    await spreadAttack(owner.customer.email);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await login(owner.customer.email, `typo ${i}`, '192.0.2.7', owner.device);
      expect(wrong.statusCode).toBe(401);
    }
    const refused = await login(owner.customer.email, owner.password, '192.0.2.7', owner.device);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(LOCKED);
  });
});

describe('a device cookie and a password reset', () => {
  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  /** Asks for a reset link for `email` and reads its token from the email queued. */
  async function resetToken(email: string): Promise<string> {
    await post('/api/customers/forgot-password', { email }, '192.0.2.8');
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, 'Reset%')))
      .orderBy(desc(emailOutbox.id));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(renderMessage(mail!).text)?.[1];
    if (!token) throw new Error('No reset link in the email');
    return token;
  }

  it('stops trusting a device cookie from before the reset, and trusts one from a sign-in after', async () => {
    // Its own address: the file's other registrations use up the per-address allowance.
    const registered = await post(
      '/api/customers/register',
      newCustomerDetails({ password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }),
      '192.0.2.10',
    );
    expect(registered.statusCode).toBe(201);
    const email = registered.json<{ customer: { email: string } }>().customer.email;
    const signedInBefore = await login(email, TEST_PASSWORD, '192.0.2.10');
    const staleDevice = deviceCookie(signedInBefore);

    const password = 'a fresh passphrase for the winter';
    const token = await resetToken(email);
    expect(
      (await post('/api/customers/reset-password', { token, password }, '192.0.2.8')).statusCode,
    ).toBe(200);
    const signedIn = await login(email, password, '192.0.2.9');
    expect(signedIn.statusCode).toBe(200);
    const freshDevice = deviceCookie(signedIn);
    await spreadAttack(email);

    // A reset may follow a stolen password or a lost laptop: browsers from before it are strangers.
    const stale = await login(email, password, '192.0.2.10', staleDevice);
    expect(stale.statusCode).toBe(429);
    expect(stale.json()).toEqual(LOCKED);

    const known = await login(email, password, '192.0.2.9', freshDevice);
    expect(known.statusCode).toBe(200);
  });
});
