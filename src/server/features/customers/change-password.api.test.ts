import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '#shared/api/customers';
import { customers } from '#server/features/customers/customers.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { renderMessage } from '#test-support/stored-email';
import { watchAuditLog, type AuditLogWatch } from '#test-support/audit';
import { registerCustomer, sessionCookieFrom, type SignedIn } from '#test-support/customers';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { LOGIN_MAX_FAILURES } from './auth.service.ts';

let t: TestApp;
let log: AuditLogWatch;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  log = await watchAuditLog(t);
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'a brand new passphrase';
const WRONG = 'Your current password is not right. Your password has not been changed.';

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string) =>
  post('/api/customers/login', { email, password });
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/customers/me', headers: { cookie } });
const change = (signedIn: SignedIn, currentPassword: string, password = NEW_PASSWORD) =>
  post('/api/customers/me/password', { currentPassword, password }, signedIn.cookie);

const passwordHashOf = async (id: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0]?.passwordHash;
const changedEmails = (to: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, to),
        eq(emailOutbox.subject, 'Your Northfield Wood Pellets password was changed'),
      ),
    );

describe('changing the password in the account', () => {
  it('sets the new password: it signs in, the old one does not', async () => {
    const signedIn = await registerCustomer(t.app);
    const done = await change(signedIn, signedIn.password);
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    expect(done.json()).toEqual({
      message: 'Your password has been changed. Any other device signed in has been signed out.',
    });
    expectAnswerMatchesOpenApi(endpoints.changePassword, done);
    const { email } = signedIn.customer;
    expect((await login(email, signedIn.password)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the other sessions and keeps this one', async () => {
    const signedIn = await registerCustomer(t.app);
    const other = sessionCookieFrom(await login(signedIn.customer.email, signedIn.password))!;
    expect((await me(other)).statusCode).toBe(200);
    expect((await change(signedIn, signedIn.password)).statusCode).toBe(200);
    expect((await me(signedIn.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('tells the customer by email and records the change without the password', async () => {
    const signedIn = await registerCustomer(t.app);
    await log.added();
    await change(signedIn, signedIn.password);
    const [mail] = await changedEmails(signedIn.customer.email);
    expect(mail).toBeDefined();
    expect(renderMessage(mail!).text).toContain(
      'every other device signed in to it was signed out',
    );
    const entry = await log.onlyAdded();
    expect(entry).toMatchObject({
      action: 'customer.password_changed',
      actor: 'customer',
      entityType: 'customer',
      entityId: String(signedIn.customer.id),
    });
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password with a 400 on that field, changing nothing', async () => {
    const signedIn = await registerCustomer(t.app);
    const other = sessionCookieFrom(await login(signedIn.customer.email, signedIn.password))!;
    const hashBefore = await passwordHashOf(signedIn.customer.id);
    await log.added();

    const refused = await change(signedIn, 'not my password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: WRONG,
      details: [{ path: 'currentPassword', message: WRONG }],
    });
    expect(await passwordHashOf(signedIn.customer.id)).toBe(hashBefore);
    expect((await me(other)).statusCode).toBe(200);
    expect(await changedEmails(signedIn.customer.email)).toHaveLength(0);
    expect((await log.onlyAdded()).action).toBe('customer.password_change_refused');
    expect((await login(signedIn.customer.email, signedIn.password)).statusCode).toBe(200);
  });

  it('refuses a new password the policy refuses', async () => {
    const signedIn = await registerCustomer(t.app);
    const short = await change(signedIn, signedIn.password, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const ownEmail = await change(signedIn, signedIn.password, signedIn.customer.email);
    expect(ownEmail.statusCode).toBe(400);
    expect(ownEmail.json().details).toEqual([expect.objectContaining({ path: 'password' })]);
    expect((await login(signedIn.customer.email, signedIn.password)).statusCode).toBe(200);
  });

  it('stops guesses at the current password as login does, even the right one', async () => {
    const signedIn = await registerCustomer(t.app);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await change(signedIn, `guess ${i}`)).statusCode).toBe(400);
    }
    const locked = await change(signedIn, signedIn.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many wrong passwords/);
    // The sign-in page keeps its own count: the owner is not locked out of it.
    expect((await login(signedIn.customer.email, signedIn.password)).statusCode).toBe(200);
  });

  it('is for signed-in customers only', async () => {
    const anonymous = await post('/api/customers/me/password', {
      currentPassword: 'x',
      password: NEW_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
