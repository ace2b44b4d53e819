import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '#server/features/customers/customers.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { renderMessage } from '#test-support/stored-email';
import { TEST_PASSWORD, registerCustomer, sessionCookieFrom } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => new Date(clock) });
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const NEW_PASSWORD = 'a brand new passphrase';
const SENT = "If your email is registered with us, you'll receive a password reset link shortly.";
const INVALID = { message: 'Invalid or expired reset token' };

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const forgot = (email: string) => post('/api/customers/forgot-password', { email });
const reset = (token: string, password = NEW_PASSWORD) =>
  post('/api/customers/reset-password', { token, password });
const login = (email: string, password: string) =>
  post('/api/customers/login', { email, password });
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/customers/me', headers: { cookie } });

const resetEmails = (to: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.subject, 'Reset%')))
    .orderBy(desc(emailOutbox.id));

/** Asks for a link and reads the token out of the email, as the customer would. */
async function requestToken(email: string): Promise<string> {
  expect((await forgot(email)).json()).toEqual({ message: SENT });
  const [mail] = await resetEmails(email);
  if (!mail) throw new Error('No reset email');
  const { text, html } = renderMessage(mail);
  const match = /http:\/\/shop\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('No reset link in the email');
  expect(html).toContain(`reset-password?token=${match[1]}`);
  return match[1];
}

describe('forgot password', () => {
  it('answers the same whether or not the email is registered', async () => {
    const { customer } = await registerCustomer(t.app);
    const known = await forgot(customer.email.toUpperCase());
    const unknown = await forgot('not-registered@example.com');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SENT });
    }
    expect(await resetEmails(customer.email)).toHaveLength(1);
    expect(await resetEmails('not-registered@example.com')).toHaveLength(0);
  });

  it('stores only a hash of a 256-bit token that expires after an hour', async () => {
    const { customer } = await registerCustomer(t.app);
    const token = await requestToken(customer.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.customerId, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(clock + 60 * MINUTE);
  });

  it('sends at most 3 links an hour to one address, still answering the same', async () => {
    const { customer } = await registerCustomer(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await forgot(customer.email)).json()).toEqual({ message: SENT });
    }
    expect(await resetEmails(customer.email)).toHaveLength(3);
  });
});

describe('reset password', () => {
  it('sets the new password, works once, and ends every old session', async () => {
    const { customer, cookie } = await registerCustomer(t.app);
    const other = sessionCookieFrom(await login(customer.email, TEST_PASSWORD))!;
    const token = await requestToken(customer.email);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Your password has been reset. You can now log in with your new password.',
    });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(customer.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(INVALID);
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous resets with one token through', async () => {
    const { customer } = await registerCustomer(t.app);
    const token = await requestToken(customer.email);
    const results = await Promise.all([reset(token), reset(token, 'the other passphrase')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('tells the customer their password was changed', async () => {
    const { customer } = await registerCustomer(t.app);
    await reset(await requestToken(customer.email));
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, customer.email));
    expect(mail.map((m) => m.subject)).toContain(
      'Your Northfield Wood Pellets password was changed',
    );
  });

  it('refuses a token after 1 hour', async () => {
    const { customer } = await registerCustomer(t.app);
    const token = await requestToken(customer.email);
    clock += 60 * MINUTE;
    const late = await reset(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject(INVALID);
    expect((await login(customer.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a token just inside the hour', async () => {
    const { customer } = await registerCustomer(t.app);
    const token = await requestToken(customer.email);
    clock += 60 * MINUTE - 1000;
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('retires the other links sent before a reset', async () => {
    const { customer } = await registerCustomer(t.app);
    const first = await requestToken(customer.email);
    const second = await requestToken(customer.email);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first)).json()).toMatchObject(INVALID);
  });

  it('refuses an unknown token and a short password', async () => {
    expect((await reset('A'.repeat(43))).json()).toMatchObject(INVALID);
    expect((await reset('')).json()).toMatchObject(INVALID);
    const { customer } = await registerCustomer(t.app);
    const token = await requestToken(customer.email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('unlocks a login locked by failures', async () => {
    const { customer } = await registerCustomer(t.app);
    for (let i = 0; i < 5; i += 1) await login(customer.email, `guess ${i}`);
    expect((await login(customer.email, TEST_PASSWORD)).statusCode).toBe(429);
    await reset(await requestToken(customer.email));
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
