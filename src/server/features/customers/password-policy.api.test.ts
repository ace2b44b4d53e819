import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '#server/features/customers/customers.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { renderMessage } from '#test-support/stored-email';
import { PASSWORD_REFUSALS } from '#shared/password-policy';
import { newCustomerDetails, registerCustomer } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
});
afterAll(async () => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function resetToken(email: string): Promise<string> {
  await post('/api/customers/forgot-password', { email });
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, 'Reset%')))
    .orderBy(desc(emailOutbox.id));
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(renderMessage(mail!).text)?.[1];
  if (!token) throw new Error('No reset link in the email');
  return token;
}

describe('registration', () => {
  it.each([
    ['password1234', PASSWORD_REFUSALS.common],
    ['ada.lovelace', PASSWORD_REFUSALS.personal],
    ['Lovelace2024', PASSWORD_REFUSALS.personal],
    ['lovelace_ada', PASSWORD_REFUSALS.personal],
    ['Password1234567890!', PASSWORD_REFUSALS.common],
    ['northfieldpellets1', PASSWORD_REFUSALS.shop],
    ['Scunthorpe2026!', PASSWORD_REFUSALS.shop],
  ])('refuses %j, says why on the field, and creates nothing', async (password, message) => {
    const details = newCustomerDetails({ password, confirmPassword: password });
    const response = await post('/api/customers/register', details);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, details: [{ path: 'password', message }] });
    const rows = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, details.email));
    expect(rows).toHaveLength(0);
  });

  it('welcomes a long passphrase', async () => {
    const password = 'four goats graze near whitby abbey';
    const response = await post(
      '/api/customers/register',
      newCustomerDetails({ password, confirmPassword: password }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('password reset', () => {
  it('refuses a common password and leaves the link usable', async () => {
    const { customer } = await registerCustomer(t.app);
    const token = await resetToken(customer.email);
    const weak = await post('/api/customers/reset-password', { token, password: 'iloveyou123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: PASSWORD_REFUSALS.common });
    const personal = await post('/api/customers/reset-password', {
      token,
      password: `${customer.lastName}2025!`,
    });
    expect(personal.json()).toMatchObject({ message: PASSWORD_REFUSALS.personal });
    const shop = await post('/api/customers/reset-password', {
      token,
      password: 'Woodpellets!2026',
    });
    expect(shop.json()).toMatchObject({ message: PASSWORD_REFUSALS.shop });
    const strong = await post('/api/customers/reset-password', {
      token,
      password: 'kettle on by the back door',
    });
    expect(strong.statusCode).toBe(200);
  });
});
