import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '#server/features/customers/customers.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { renderMessage } from '#test-support/stored-email';
import * as endpoints from '#shared/api/customers';
import {
  TEST_PASSWORD,
  newCustomerDetails,
  registerCustomer,
  sessionCookieFrom,
} from '#test-support/customers';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => new Date(clock) });
});
const MINUTE = 60_000;
afterAll(async () => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/customers/me', headers: cookie ? { cookie } : {} });
const login = (email: string, password: string, cookie?: string) =>
  post('/api/customers/login', { email, password }, cookie);

describe('register, login, logout, me', () => {
  it('signs a new customer in, out and in again', async () => {
    const details = newCustomerDetails({
      email: '  Grace.Hopper@Example.COM ',
      phone: '01632 960001',
    });
    const registered = await post('/api/customers/register', details);
    expect(registered.statusCode).toBe(201);
    expectAnswerMatchesOpenApi(endpoints.registerCustomer, registered);
    const { customer } = registered.json();
    expect(customer).toMatchObject({
      email: 'grace.hopper@example.com',
      firstName: 'Ada',
      companyName: null,
      phone: '01632 960001',
      vatRate: 5,
      hasCustomPricing: false,
      customPrice: null,
    });
    expect(registered.body).not.toMatch(/password|scrypt/i);

    const cookie = registered.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const session = sessionCookieFrom(registered)!;
    expect((await me(session)).json()).toEqual(customer);

    const out = await post('/api/customers/logout', {}, session);
    expect(out.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.logout, out);
    expect(out.json()).toEqual({ message: 'You have been logged out' });
    expect((await me(session)).statusCode).toBe(401);

    const again = await login('GRACE.HOPPER@example.com', TEST_PASSWORD);
    expect(again.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.login, again);
    expect(again.json()).toEqual({ customer });
    expect((await me(sessionCookieFrom(again)!)).json()).toEqual(customer);
  });

  it('stores the email normalised and the password only as a scrypt hash', async () => {
    const { customer } = await registerCustomer(t.app, { email: 'Mixed.Case@Example.com' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.email).toBe('mixed.case@example.com');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it('queues a welcome email, and the email verification link beside it', async () => {
    const { customer } = await registerCustomer(t.app);
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, customer.email))
      .orderBy(emailOutbox.id);
    expect(mail).toHaveLength(2);
    expect(mail[0]?.subject).toMatch(/^Welcome/);
    expect(mail[1]?.subject).toMatch(/^Confirm your .* email address$/);
    const { text } = renderMessage(mail[0]!);
    expect(text).toContain('http://shop.test/account');
    expect(text).not.toContain(TEST_PASSWORD);
  });

  it.each([
    ['any letter case', (email: string) => email.toUpperCase()],
    ['the same case', (email: string) => email],
  ])('refuses a duplicate email in %s with 409', async (_label, variant) => {
    const { customer } = await registerCustomer(t.app);
    const response = await post(
      '/api/customers/register',
      newCustomerDetails({ email: variant(customer.email) }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists');
    expect(response.json().message).toContain('already exists');
    expect(sessionCookieFrom(response)).toBeNull();
  });

  it.each([
    [
      'a short password',
      { password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters',
    ],
    ['mismatched passwords', { confirmPassword: 'something else' }, "Passwords don't match"],
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['no first name', { firstName: '  ' }, 'First name is required'],
    ['an unknown field', { vatRate: 0 }, 'Unrecognized key: "vatRate"'],
  ])('rejects %s with 400', async (_label, bad, message) => {
    const response = await post('/api/customers/register', { ...newCustomerDetails(), ...bad });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('check email', () => {
  it('says whether an account exists, in any letter case', async () => {
    const { customer } = await registerCustomer(t.app);
    const check = async (email: string) =>
      (await post('/api/customers/check-email', { email })).json<{ exists: boolean }>();
    expect(await check(customer.email.toUpperCase())).toEqual({ exists: true });
    expect(await check('nobody-at-all@example.com')).toEqual({ exists: false });
  });
});

describe('wrong credentials', () => {
  it('answers a wrong password and an unknown email identically', async () => {
    const { customer } = await registerCustomer(t.app);
    const wrongPassword = await login(customer.email, 'not the password');
    const unknownEmail = await login('nobody-here@example.com', TEST_PASSWORD);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(wrongPassword.body).toBe(unknownEmail.body);
  });

  it('locks an account after 5 failures in 15 minutes, even for the right password', async () => {
    const { customer } = await registerCustomer(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(customer.email, `guess ${i}`)).statusCode).toBe(401);
    }
    const locked = await login(customer.email.toUpperCase(), TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed login attempts. Please try again in 15 minutes or reset your password.',
    );
    clock += 15 * MINUTE;
    expect((await login(customer.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks unknown emails the same way, so the lock reveals nothing', async () => {
    for (let i = 0; i < 5; i += 1) await login('ghost@example.com', `guess ${i}`);
    expect((await login('ghost@example.com', 'another guess')).statusCode).toBe(429);
  });
});
