import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsEnabled as paymentsEnabledEndpoint } from '#shared/api/payment-options';
import * as endpoints from '#shared/api/settings';
import type { PaymentsEnabled } from '#shared/schemas/payment-options';
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

const getSettings = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: admin } })).json<
    { key: string; value: string; updatedAt: string }[]
  >();
const patch = (payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { cookie: admin },
    payload: payload as object,
  });
const values = async () => Object.fromEntries((await getSettings()).map((s) => [s.key, s.value]));
const paymentsEnabled = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/payments/enabled' });
  expect(response.headers['cache-control']).toBe('no-cache');
  expectAnswerMatchesOpenApi(paymentsEnabledEndpoint, response);
  return response.json<PaymentsEnabled>();
};

describe('settings', () => {
  it('lists every setting with its value and when it changed', async () => {
    expect(await getSettings()).toEqual([
      { key: 'customer_service_email', value: 'service@shop.test', updatedAt: expect.any(String) },
      { key: 'new_orders_email', value: 'orders@shop.test', updatedAt: expect.any(String) },
      { key: 'payments_enabled', value: 'false', updatedAt: expect.any(String) },
      { key: 'vat_number', value: '', updatedAt: expect.any(String) },
      { key: 'enplus_certificate_id', value: '', updatedAt: expect.any(String) },
      { key: 'bsl_supplier_number', value: '', updatedAt: expect.any(String) },
      {
        key: 'invoice_address',
        value: 'Unit 4, Meadow Lane Business Park\nLoughborough\nLeicestershire\nLE11 1JP',
        updatedAt: expect.any(String),
      },
      { key: 'payment_terms_days', value: '30', updatedAt: expect.any(String) },
      { key: 'bank_account_name', value: '', updatedAt: expect.any(String) },
      { key: 'bank_sort_code', value: '', updatedAt: expect.any(String) },
      { key: 'bank_account_number', value: '', updatedAt: expect.any(String) },
      { key: 'cash_on_delivery_offered', value: 'true', updatedAt: expect.any(String) },
      { key: 'card_payments_offered', value: 'true', updatedAt: expect.any(String) },
      { key: 'lorry_capacity_tonnes', value: '28', updatedAt: expect.any(String) },
      { key: 'link_expiry_days', value: '90', updatedAt: expect.any(String) },
      { key: 'delivery_lead_working_days', value: '3', updatedAt: expect.any(String) },
      { key: 'reorder_reminder_lead_days', value: '14', updatedAt: expect.any(String) },
      { key: 'top_up_send_days_before', value: '5', updatedAt: expect.any(String) },
      { key: 'delivered_weight_tolerance_tonnes', value: '0.05', updatedAt: expect.any(String) },
      { key: 'aborted_delivery_charge', value: '0.00', updatedAt: expect.any(String) },
      { key: 'retention_invoiced_order_years', value: '6', updatedAt: expect.any(String) },
      { key: 'retention_uninvoiced_order_months', value: '24', updatedAt: expect.any(String) },
      { key: 'retention_inactive_account_months', value: '', updatedAt: expect.any(String) },
      { key: 'retention_sent_email_body_days', value: '30', updatedAt: expect.any(String) },
      { key: 'retention_audit_months', value: '24', updatedAt: expect.any(String) },
    ]);
  });

  it('answers the list and a change as the OpenAPI document says', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { cookie: admin },
    });
    expectAnswerMatchesOpenApi(endpoints.listSettings, listed);
    const changed = await patch([{ key: 'payment_terms_days', value: '30' }]);
    expect(changed.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.updateSettings, changed);
  });

  it('saves known settings and answers the full list; the payments switch is public', async () => {
    const response = await patch([
      { key: 'new_orders_email', value: ' Sales@Shop.Test ' },
      { key: 'payments_enabled', value: 'true' },
      { key: 'lorry_capacity_tonnes', value: '26.5' },
      { key: 'delivery_lead_working_days', value: '0' },
      { key: 'enplus_certificate_id', value: ' UK 039 ' },
      { key: 'delivered_weight_tolerance_tonnes', value: '0.1' },
      { key: 'aborted_delivery_charge', value: 45 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(25);
    expect(await values()).toMatchObject({
      customer_service_email: 'service@shop.test',
      new_orders_email: 'sales@shop.test',
      payments_enabled: 'true',
      lorry_capacity_tonnes: '26.5',
      delivery_lead_working_days: '0',
      enplus_certificate_id: 'UK 039',
      bsl_supplier_number: '',
      delivered_weight_tolerance_tonnes: '0.10',
      aborted_delivery_charge: '45.00',
    });
    expect(await paymentsEnabled()).toEqual({ enabled: true });
    await patch([{ key: 'payments_enabled', value: false }]);
    expect(await paymentsEnabled()).toEqual({ enabled: false });
  });

  it.each([
    ['an unknown key', [{ key: 'admin_password', value: 'x' }], 'Unknown setting: admin_password'],
    [
      'a lorry heavier than the law allows',
      [{ key: 'lorry_capacity_tonnes', value: '50' }],
      'Lorry capacity must be a number of tonnes from 1 to 44',
    ],
    [
      'links that would expire within a week of delivery',
      [{ key: 'link_expiry_days', value: '6' }],
      'Links must expire a whole number of days from 7 to 730 after delivery',
    ],
    [
      'links that would outlive two years',
      [{ key: 'link_expiry_days', value: '731' }],
      'Links must expire a whole number of days from 7 to 730 after delivery',
    ],
    [
      'a weight tolerance over a tonne',
      [{ key: 'delivered_weight_tolerance_tonnes', value: '1.5' }],
      'Weight tolerance must be a number of tonnes from 0 to 1, to two decimals',
    ],
    [
      'an aborted-delivery charge in fractions of a penny',
      [{ key: 'aborted_delivery_charge', value: '12.345' }],
      'Aborted-delivery charge must be an amount in pounds from 0 to 500',
    ],
    [
      'top-up offers sent more than a fortnight ahead',
      [{ key: 'top_up_send_days_before', value: '15' }],
      'Top-up offers go a whole number of days from 1 to 14 before the day',
    ],
    [
      'a lead time of more than four working weeks',
      [{ key: 'delivery_lead_working_days', value: '21' }],
      'Lead time must be a whole number of working days from 0 to 20',
    ],
    [
      'a lead time in part days',
      [{ key: 'delivery_lead_working_days', value: '2.5' }],
      'Lead time must be a whole number of working days from 0 to 20',
    ],
    [
      'a reminder on the day the store runs low',
      [{ key: 'reorder_reminder_lead_days', value: '0' }],
      'Reminders must go a whole number of days from 1 to 60 before the store runs low',
    ],
    [
      'a reminder months ahead',
      [{ key: 'reorder_reminder_lead_days', value: '61' }],
      'Reminders must go a whole number of days from 1 to 60 before the store runs low',
    ],
    [
      'a bad email beside a good one',
      [
        { key: 'payments_enabled', value: 'true' },
        { key: 'customer_service_email', value: 'not an email' },
      ],
      'Customer service email must be a valid email address',
    ],
    [
      'an empty email',
      [{ key: 'new_orders_email', value: '' }],
      'New orders email must be a valid email address',
    ],
    [
      'a VAT number that is not a UK one',
      [{ key: 'vat_number', value: 'FR12345678901' }],
      'VAT number must be a UK VAT registration number such as GB123456789, or blank',
    ],
    [
      'an empty invoice address',
      [{ key: 'invoice_address', value: '  ' }],
      'Invoice address is required',
    ],
    [
      'a switch that is not true or false',
      [{ key: 'payments_enabled', value: 'yes' }],
      "payments_enabled must be 'true' or 'false'",
    ],
    [
      'a key twice',
      [
        { key: 'payments_enabled', value: 'true' },
        { key: 'payments_enabled', value: 'false' },
      ],
      'Each setting may appear only once',
    ],
    [
      'an ENplus certificate ID on two lines',
      [{ key: 'enplus_certificate_id', value: 'UK 123\nBcc: x' }],
      'ENplus certificate ID must be a single line of at most 40 characters, or blank',
    ],
    [
      'an ENplus certificate ID with a control character',
      [{ key: 'enplus_certificate_id', value: 'UK\u0007123' }],
      'ENplus certificate ID must be a single line of at most 40 characters, or blank',
    ],
    [
      'a BSL supplier number too long to be one',
      [{ key: 'bsl_supplier_number', value: '1'.repeat(41) }],
      'BSL supplier number must be a single line of at most 40 characters, or blank',
    ],
    ['an empty list', [], 'Send at least one setting'],
    [
      'an object instead of a list',
      { payments_enabled: 'true' },
      'Send a list of { key, value } settings',
    ],
  ])('refuses %s and changes nothing', async (_case, payload, message) => {
    const before = await getSettings();
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await getSettings()).toEqual(before);
  });
});
