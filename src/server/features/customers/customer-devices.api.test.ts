import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDevices } from '#server/features/customers/customers.tables';
import { linkTokenHash } from '#server/security/link-token';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let clock = Date.parse('2026-12-01T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => new Date(clock) });
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;
const LOCKED = {
  message: 'Too many failed login attempts. Please try again in 15 minutes or reset your password.',
};

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string, cookie?: string) =>
  post('/api/customers/login', { email, password }, cookie);

function deviceValue(response: LightMyRequestResponse): string {
  const value = response.cookies.find((c) => c.name === 'device')?.value;
  if (!value) throw new Error(`no device cookie in ${response.statusCode} ${response.body}`);
  return value;
}

/** A customer whose browser signed in and kept its device cookie and its session. */
async function signedInBrowser(): Promise<SignedIn & { device: string; session: string }> {
  const customer = await registerCustomer(t.app);
  const response = await login(customer.customer.email, customer.password);
  expect(response.statusCode).toBe(200);
  const sid = response.cookies.find((c) => c.name === 'sid')!;
  return { ...customer, device: deviceValue(response), session: `sid=${sid.value}` };
}

/** Five wrong passwords from elsewhere lock the account for browsers it does not know. */
async function lockAccount(email: string) {
  for (let i = 1; i <= 5; i += 1) expect((await login(email, `guess ${i}`)).statusCode).toBe(401);
}

const devicesOf = (customerId: number) =>
  t.database.db.select().from(customerDevices).where(eq(customerDevices.customerId, customerId));

describe('the customer device cookie', () => {
  it('names no one: a random token, of which the shop keeps only a hash', async () => {
    const browser = await signedInBrowser();
    const { email } = browser.customer;
    const value = browser.device;
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const encoding of ['base64url', 'base64', 'hex'] as const) {
      const encoded = Buffer.from(email).toString(encoding).replace(/=+$/, '');
      expect(value).not.toContain(encoded.slice(0, 8));
    }
    expect(value.toLowerCase()).not.toContain(email.split('@')[0]!.toLowerCase());
    // One for the registration's browser, one for this sign-in's.
    const hashes = (await devicesOf(browser.customer.id)).map((row) => row.tokenHash);
    expect(hashes).toContain(linkTokenHash(value));
    for (const hash of hashes) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).not.toContain(value);
    }
  });

  it('still lets its browser in while the account is locked, and turns over at each sign-in', async () => {
    const browser = await signedInBrowser();
    await lockAccount(browser.customer.email);
    expect((await login(browser.customer.email, browser.password)).statusCode).toBe(429);
    const known = await login(browser.customer.email, browser.password, `device=${browser.device}`);
    expect(known.statusCode).toBe(200);
    const next = deviceValue(known);
    expect(next).not.toBe(browser.device);
    const hashes = (await devicesOf(browser.customer.id)).map((row) => row.tokenHash);
    expect(hashes).toContain(linkTokenHash(next));
    expect(hashes).not.toContain(linkTokenHash(browser.device));
    // The one it replaced is a stranger's now.
    const replaced = await login(
      browser.customer.email,
      browser.password,
      `device=${browser.device}`,
    );
    expect(replaced.json()).toEqual(LOCKED);
  });

  it('trusts no value the shop did not issue', async () => {
    const browser = await signedInBrowser();
    await lockAccount(browser.customer.email);
    const guessed = randomBytes(32).toString('base64url');
    const altered = `${browser.device.slice(0, -1)}${browser.device.endsWith('A') ? 'B' : 'A'}`;
    const emailBased = `${Buffer.from(browser.customer.email).toString('base64url')}.AAAA.BBBB`;
    for (const value of [guessed, altered, emailBased, '']) {
      const response = await login(browser.customer.email, browser.password, `device=${value}`);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(LOCKED);
    }
  });

  it("is forgotten at sign-out when the customer asks, and kept when they don't", async () => {
    const kept = await signedInBrowser();
    const plain = await post('/api/customers/logout', undefined, kept.session);
    expect(plain.statusCode).toBe(200);
    expect(plain.cookies.find((c) => c.name === 'device')).toBeUndefined();
    await lockAccount(kept.customer.email);
    const stillKnown = await login(kept.customer.email, kept.password, `device=${kept.device}`);
    expect(stillKnown.statusCode).toBe(200);

    const forgotten = await signedInBrowser();
    const out = await post('/api/customers/logout', { forgetBrowser: true }, forgotten.session);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been logged out' });
    const cleared = out.cookies.find((c) => c.name === 'device');
    expect(cleared).toMatchObject({ value: '', path: '/api/customers/login' });
    const hashes = (await devicesOf(forgotten.customer.id)).map((row) => row.tokenHash);
    expect(hashes).not.toContain(linkTokenHash(forgotten.device));
    // A copy of the old value (kept by anyone) is a stranger's now.
    await lockAccount(forgotten.customer.email);
    const replayed = await login(
      forgotten.customer.email,
      forgotten.password,
      `device=${forgotten.device}`,
    );
    expect(replayed.statusCode).toBe(429);
    expect(replayed.json()).toEqual(LOCKED);
  });

  it('goes with the account, and is deleted once expired', async () => {
    const erased = await signedInBrowser();
    const deleted = await post(
      '/api/customers/me/delete',
      { password: erased.password },
      erased.session,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await devicesOf(erased.customer.id)).toEqual([]);

    const old = await signedInBrowser();
    clock += 366 * DAY;
    await lockAccount(old.customer.email);
    const expired = await login(old.customer.email, old.password, `device=${old.device}`);
    expect(expired.json()).toEqual(LOCKED);
    expect(await t.jobs.runDue()).toContain('clean-up');
    expect(await devicesOf(old.customer.id)).toEqual([]);
  });
});
