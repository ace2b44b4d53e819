import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '#shared/api/payment-options';
import { signInAdmin } from '#test-support/admin';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const patch = (payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { cookie: admin },
    payload: payload as object,
  });
const values = async () =>
  Object.fromEntries(
    (await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: admin } }))
      .json<{ key: string; value: string }[]>()
      .map((s) => [s.key, s.value]),
  );
const paymentOptions = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/payment-options' });
  expect(response.headers['cache-control']).toBe('no-cache');
  expectAnswerMatchesOpenApi(endpoints.paymentOptions, response);
  return response.json<unknown>();
};

const bank = (accountName: string, sortCode: string, accountNumber: string) => [
  { key: 'bank_account_name', value: accountName },
  { key: 'bank_sort_code', value: sortCode },
  { key: 'bank_account_number', value: accountNumber },
];

describe('how customers pay (settings)', () => {
  it('by default: terms of 30 days as the Terms say, every way offered, no bank details', async () => {
    expect(await paymentOptions()).toEqual({
      bankDetails: null,
      onlinePayments: false,
      cashOnDelivery: true,
      card: true,
      termsDays: 30,
    });
  });

  it('keeps the bank details with the sort code normalised, and tells the storefront', async () => {
    const saved = await patch([
      ...bank('Northfield Renewable Fuels Ltd', '12-34-56', '1234 5678'),
      { key: 'cash_on_delivery_offered', value: 'false' },
      { key: 'card_payments_offered', value: false },
      { key: 'payment_terms_days', value: '14' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(await values()).toMatchObject({
      bank_account_name: 'Northfield Renewable Fuels Ltd',
      bank_sort_code: '123456',
      bank_account_number: '12345678',
      payment_terms_days: '14',
    });
    expect(await paymentOptions()).toEqual({
      bankDetails: {
        accountName: 'Northfield Renewable Fuels Ltd',
        sortCode: '123456',
        accountNumber: '12345678',
      },
      onlinePayments: false,
      cashOnDelivery: false,
      card: false,
      termsDays: 14,
    });
    expect((await patch(bank('Northfield', '12 34 56', '87654321'))).statusCode).toBe(200);
    expect((await values()).bank_sort_code).toBe('123456');
  });

  it.each([
    [
      'a sort code of five digits',
      bank('Northfield', '12-34-5', '12345678'),
      'Sort code must be 6 digits, such as 12-34-56',
    ],
    [
      'a sort code with letters',
      bank('Northfield', '12-34-AB', '12345678'),
      'Sort code must be 6 digits, such as 12-34-56',
    ],
    [
      'a sort code alone',
      [{ key: 'bank_sort_code', value: '1234567' }],
      'Sort code must be 6 digits, such as 12-34-56',
    ],
    [
      'an account number of seven digits',
      bank('Northfield', '123456', '1234567'),
      'Account number must be 8 digits',
    ],
    [
      'an account number of nine digits',
      bank('Northfield', '123456', '123456789'),
      'Account number must be 8 digits',
    ],
    [
      'an account without its number',
      bank('Northfield', '123456', ''),
      'Enter the account name, sort code and account number together, or leave all three blank',
    ],
    [
      'a sort code sent without the rest',
      [{ key: 'bank_sort_code', value: '654321' }],
      'Enter the account name, sort code and account number together, or leave all three blank',
    ],
    [
      'terms of no days',
      [{ key: 'payment_terms_days', value: '0' }],
      'Payment terms must be a whole number of days from 1 to 120',
    ],
    [
      'terms of half a day',
      [{ key: 'payment_terms_days', value: '1.5' }],
      'Payment terms must be a whole number of days from 1 to 120',
    ],
    [
      'a switch that is not on or off',
      [{ key: 'cash_on_delivery_offered', value: 'maybe' }],
      "cash_on_delivery_offered must be 'true' or 'false'",
    ],
  ])('refuses %s with a 400, and changes nothing', async (_case, payload, message) => {
    const before = await values();
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await values()).toEqual(before);
  });

  it('clears the bank details when all three are blank', async () => {
    expect((await patch(bank('', '', ''))).statusCode).toBe(200);
    expect(await paymentOptions()).toMatchObject({ bankDetails: null });
  });
});
