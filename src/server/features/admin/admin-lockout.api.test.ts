import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { renderMessage } from '#test-support/stored-email';
import { TEST_ADMIN_PASSWORD } from '#test-support/admin';
import { registerCustomer } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { ADMIN_MAX_ATTEMPTS } from './admin-auth.service.ts';

// Per-IP limits are on (10 sign-ins a minute per address): the attack is spread over addresses.
let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const ALERT_SUBJECT = 'Back office sign-in under attack';
const LOCKED = { message: 'Too many failed attempts. Please try again later.' };

const signIn = (password: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/authenticate',
    payload: { password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

const deviceCookie = (response: LightMyRequestResponse, name = 'admin_device') => {
  const value = response.cookies.find((c) => c.name === name)?.value;
  if (!value) throw new Error(`no ${name} cookie in ${response.statusCode} ${response.body}`);
  return `admin_device=${value}`;
};

/**
 * Wrong passwords number `from` to `to` (exclusive) of an attack from the /24 `prefix`: ten
 * from each address, the most the per-IP limit lets through in a minute.
 */
async function wrongPasswords(prefix: string, from: number, to: number) {
  for (let i = from; i < to; i += 1) {
    const response = await signIn(`guess ${prefix} ${i}`, `${prefix}.${Math.floor(i / 10) + 1}`);
    expect(response.statusCode).toBe(401);
  }
}

const alerts = () =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, ALERT_SUBJECT));

let ownerDevice: string;

describe('a spread attack on the admin password gate', () => {
  it('gives a browser that signs in a long-lived, signed, HttpOnly device cookie', async () => {
    const response = await signIn(TEST_ADMIN_PASSWORD, '192.0.2.10');
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'admin_device');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/admin/authenticate',
    });
    expect(cookie?.maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    ownerDevice = deviceCookie(response);
  });

  it('counts failures only: right passwords never bring the lockout nearer', async () => {
    for (let i = 1; i <= 10; i += 1) {
      expect((await signIn(TEST_ADMIN_PASSWORD, `198.51.100.${i}`)).statusCode).toBe(200);
    }
    await wrongPasswords('203.0.113', 0, 20);
    clock += 5 * MINUTE;
    await wrongPasswords('203.0.113', 20, ADMIN_MAX_ATTEMPTS - 1);
    // 49 failures and 11 successes so far: still open to a new browser.
    expect((await signIn(TEST_ADMIN_PASSWORD, '198.51.100.99')).statusCode).toBe(200);
    expect(await alerts()).toHaveLength(0);
  });

  it(`locks new browsers out at ${ADMIN_MAX_ATTEMPTS} failures, but not the owner's browser`, async () => {
    expect((await signIn('the last guess', '203.0.113.5')).statusCode).toBe(401);

    const newBrowser = await signIn(TEST_ADMIN_PASSWORD, '198.51.100.100');
    expect(newBrowser.statusCode).toBe(429);
    expect(newBrowser.json()).toEqual(LOCKED);

    const owner = await signIn(TEST_ADMIN_PASSWORD, '192.0.2.10', ownerDevice);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ message: 'Authenticated', next: 'signed_in' });
    expect(owner.cookies.some((c) => c.name === 'admin_sid' && c.value)).toBe(true);
    ownerDevice = deviceCookie(owner);
    // A wrong password from the owner's browser is still just wrong.
    expect((await signIn('typo', '192.0.2.10', ownerDevice)).statusCode).toBe(401);
  });

  it('emails the business once, with the count and the addresses but no password', async () => {
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ toAddress: 'orders@shop.test' });
    // Queued, and perhaps already sent: queueing kicks the mail worker, which sends 50 ms on.
    expect(['pending', 'sent']).toContain(alert!.status);
    const { text } = renderMessage(alert!);
    expect(text).toContain(`${ADMIN_MAX_ATTEMPTS} wrong passwords`);
    expect(text).toContain('from 5 addresses');
    for (let i = 1; i <= 5; i += 1) expect(text).toContain(`203.0.113.${i}`);
    expect(text).not.toContain('guess');
    expect(text).not.toContain('198.51.100');

    // Ten minutes on, the first twenty failures have left the window; twenty more lock it
    // again, still within the window of the first alert: no second email.
    clock += 10 * MINUTE;
    await wrongPasswords('203.0.115', 0, 20);
    expect((await signIn(TEST_ADMIN_PASSWORD, '198.51.100.101')).statusCode).toBe(429);
    expect(await alerts()).toHaveLength(1);
  });

  it('exempts no other account’s device cookie and no tampered one', async () => {
    const customer = await registerCustomer(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: customer.customer.email, password: customer.password },
      remoteAddress: '192.0.2.50',
    });
    const customerCookie = deviceCookie(login, 'device');
    const value = ownerDevice.slice('admin_device='.length);
    const tampered = `admin_device=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = `admin_device=${Buffer.from('admin').toString('base64url')}.bm9uY2U.c2ln`;
    for (const cookie of [customerCookie, tampered, forged, 'admin_device=junk']) {
      const response = await signIn(TEST_ADMIN_PASSWORD, '192.0.2.11', cookie);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(LOCKED);
    }
  });

  it('stops trusting a device cookie after 5 wrong passwords from it', async () => {
    // One typo was made above; four more use up this device's allowance.
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn(`owner typo ${i}`, '192.0.2.12', ownerDevice)).statusCode).toBe(401);
    }
    const refused = await signIn(TEST_ADMIN_PASSWORD, '192.0.2.12', ownerDevice);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(LOCKED);
  });
});
