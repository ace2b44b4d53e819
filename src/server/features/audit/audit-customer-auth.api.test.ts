import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAL_DATA, REDACTED } from '#domain/audit-values';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { renderMessage } from '#test-support/stored-email';
import { type AuditLogWatch, watchAuditLog } from '#test-support/audit';
import { newCustomerDetails, registerCustomer, sessionCookieFrom } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { LOGIN_MAX_FAILURES } from '../customers/auth.service.ts';

let t: TestApp;
let log: AuditLogWatch;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  log = await watchAuditLog(t);
});
beforeEach(async () => {
  await log.added();
});
afterAll(async () => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string) =>
  post('/api/customers/login', { email, password });
/** An email address as the log names it: a keyed digest. */
const DIGEST = /^[0-9a-f]{32}$/;

describe('customer sign-in in the audit log', () => {
  it('records a registration with the new account by id, never the password or the details', async () => {
    const details = newCustomerDetails({ firstName: 'Mary', lastName: 'Somerville' });
    const response = await post('/api/customers/register', details);
    expect(response.statusCode).toBe(201);
    const entry = await log.onlyAdded();
    expect(entry).toMatchObject({
      action: 'customer.registered',
      actor: 'visitor',
      ip: '127.0.0.1',
      entityType: 'customer',
      entityId: String(response.json<{ customer: { id: number } }>().customer.id),
      after: {
        emailDigest: expect.stringMatching(DIGEST),
        firstName: PERSONAL_DATA,
        lastName: PERSONAL_DATA,
      },
    });
    expect(JSON.stringify(entry)).not.toMatch(/Mary|Somerville/);
    expect(JSON.stringify(entry)).not.toContain(details.email);
    expect(JSON.stringify(entry)).not.toContain(details.password);
  });

  it('records a sign-in and a sign-out under the same session', async () => {
    const { customer, password } = await registerCustomer(t.app);
    await log.added();
    const signedIn = await login(customer.email, password);
    expect(signedIn.statusCode).toBe(200);
    const entry = await log.onlyAdded();
    expect(entry).toMatchObject({
      action: 'customer.signed_in',
      actor: 'customer',
      ip: '127.0.0.1',
      entityType: 'customer',
      entityId: String(customer.id),
    });
    expect(entry.sessionId).toMatch(/^[0-9a-f]{16}$/);

    await post('/api/customers/logout', {}, sessionCookieFrom(signedIn)!);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'customer.signed_out',
      actor: 'customer',
      entityId: String(customer.id),
      sessionId: entry.sessionId,
    });
  });

  it('records a wrong password and an unknown email alike, with the email tried as its digest', async () => {
    const { customer } = await registerCustomer(t.app);
    await log.added();
    expect((await login(customer.email, 'a wrong guess here')).statusCode).toBe(401);
    const wrong = await log.onlyAdded();
    expect(wrong).toMatchObject({
      action: 'customer.sign_in_failed',
      actor: 'visitor',
      sessionId: null,
      entityType: 'customer',
      entityId: String(customer.id),
      after: { emailDigest: expect.stringMatching(DIGEST) },
    });
    expect(JSON.stringify(wrong)).not.toContain('a wrong guess here');
    expect(JSON.stringify(wrong)).not.toContain(customer.email);

    expect((await login('nobody@example.com', 'whatever it is')).statusCode).toBe(401);
    const unknown = await log.onlyAdded();
    expect(unknown).toMatchObject({
      action: 'customer.sign_in_failed',
      entityType: null,
      entityId: null,
      after: { emailDigest: expect.stringMatching(DIGEST) },
    });
    expect(JSON.stringify(unknown)).not.toContain('nobody@example.com');
    // Guesses at one address read alike, whatever its case.
    expect((await login('NOBODY@example.com', 'another guess')).statusCode).toBe(401);
    expect((await log.onlyAdded()).after).toEqual(unknown.after);
  });

  it('records each sign-in refused while the account is locked', async () => {
    const { customer, password } = await registerCustomer(t.app);
    await log.added();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await login(customer.email, `wrong guess ${i}`);
    }
    expect((await log.added()).map((entry) => entry.action)).toEqual(
      Array<string>(LOGIN_MAX_FAILURES).fill('customer.sign_in_failed'),
    );
    expect((await login(customer.email, password)).statusCode).toBe(429);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'customer.locked_out',
      actor: 'visitor',
      entityId: String(customer.id),
    });
  });
});

describe('password resets in the audit log', () => {
  const resetLink = async (email: string) => {
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, 'Reset%')))
      .orderBy(desc(emailOutbox.id));
    return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(renderMessage(mail!).text)![1]!;
  };

  it('records the request and the reset, never the token or the new password', async () => {
    const { customer } = await registerCustomer(t.app);
    await log.added();
    expect(
      (await post('/api/customers/forgot-password', { email: customer.email })).statusCode,
    ).toBe(200);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'customer.reset_requested',
      actor: 'visitor',
      entityId: String(customer.id),
    });
    // An address without an account leaves no trace of its own.
    await post('/api/customers/forgot-password', { email: 'no-account@example.com' });
    expect(await log.added()).toEqual([]);

    const token = await resetLink(customer.email);
    const done = await post('/api/customers/reset-password', {
      token,
      password: 'a completely new passphrase',
    });
    expect(done.statusCode).toBe(200);
    const entry = await log.onlyAdded();
    expect(entry).toMatchObject({
      action: 'customer.password_reset',
      entityId: String(customer.id),
      before: { passwordHash: REDACTED },
      after: { passwordHash: REDACTED },
    });
    const text = JSON.stringify(entry);
    expect(text).not.toContain(token);
    expect(text).not.toContain('a completely new passphrase');
  });
});
