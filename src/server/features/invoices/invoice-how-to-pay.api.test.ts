import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '#test-support/admin';
import { invoiceScenario, pdfText, VAT_SETTINGS } from '#test-support/invoices';
import { emailsOf } from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { renderMessage } from '#test-support/stored-email';

let t: TestApp;
let scenario: ReturnType<typeof invoiceScenario>;

const BANK = [
  { key: 'bank_account_name', value: 'Northfield Renewable Fuels Ltd' },
  { key: 'bank_sort_code', value: '40 11 62' },
  { key: 'bank_account_number', value: '31926819' },
];

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  scenario = invoiceScenario(t, await signInAdmin(t.app));
});
afterAll(async () => t.close());

const settle = async (settings: { key: string; value: string }[]) =>
  expect((await scenario.adminCall('PATCH', '/api/settings', settings)).statusCode).toBe(200);

/** The plain text of the order's email whose subject starts so. */
async function emailText(orderId: number, subject: string): Promise<string> {
  const email = (await emailsOf(t, orderId)).find((e) => e.subject.startsWith(subject));
  expect(email, `an email "${subject}..." for order ${orderId}`).toBeDefined();
  return renderMessage({ body: email!.body }).text;
}

async function invoicePdf(orderId: number): Promise<string> {
  const [invoice] = await scenario.documentsOf(orderId);
  const download = await scenario.adminCall('GET', `/api/invoices/${invoice!.id}/pdf`);
  expect(download.statusCode).toBe(200);
  return pdfText(download.rawPayload);
}

describe('customers are told how to pay', () => {
  it('the confirmation email, the order confirmed email and the VAT invoice give the bank details and reference', async () => {
    await settle([
      ...VAT_SETTINGS,
      ...BANK,
      { key: 'cash_on_delivery_offered', value: 'false' },
      { key: 'card_payments_offered', value: 'true' },
    ]);
    const id = await scenario.placeOrder(null, { email: 'payer@example.com' });

    const confirmation = await emailText(id, `Order confirmation #${id}`);
    for (const line of [
      // Nothing is due before the order is confirmed and invoiced.
      /Amount to pay: +£606\.90/,
      /Account name: +Northfield Renewable Fuels Ltd/,
      /Sort code: +40-11-62/,
      /Account number: +31926819/,
      new RegExp(`Reference: +WP${id}\\b`),
      new RegExp(
        `Credit or debit card: Call us on 01632 960 418 to pay by card, quoting WP${id}\\.`,
      ),
    ]) {
      expect(confirmation).toMatch(line);
    }
    expect(confirmation).not.toContain('Cash on delivery');
    expect(confirmation).not.toContain('Pay online'); // payments are off, and a guest has no account

    expect((await scenario.confirm(id)).statusCode).toBe(200);
    const confirmed = await emailText(id, `Order #${id} confirmed`);
    expect(confirmed).toMatch(/Amount due: +£606\.90/);
    expect(confirmed).toMatch(/Sort code: +40-11-62/);
    expect(confirmed).toMatch(new RegExp(`Reference: +WP${id}\\b`));
    expect(confirmed).toContain('Please pay within 30 days of the invoice date');

    const pdf = await invoicePdf(id);
    for (const text of [
      'Payment is due within 30 days of the invoice date.',
      'How to pay',
      'Amount due: £606.90',
      'Northfield Renewable Fuels Ltd',
      '40-11-62',
      '31926819',
      `WP${id}`,
      'Credit or debit card',
    ]) {
      expect(pdf).toContain(text);
    }
    expect(pdf).toMatch(/Sort code: +40-11-62/);
    expect(pdf).not.toContain('Cash on delivery');
  });

  it('an issued invoice keeps the bank details it was issued with', async () => {
    await settle([...VAT_SETTINGS, ...BANK]);
    const id = await scenario.placeOrder(null);
    await scenario.confirm(id);
    await settle([
      { key: 'bank_account_name', value: 'Another Account Ltd' },
      { key: 'bank_sort_code', value: '20-00-00' },
      { key: 'bank_account_number', value: '55779911' },
    ]);
    const pdf = await invoicePdf(id);
    expect(pdf).toContain('31926819');
    expect(pdf).not.toContain('55779911');
  });

  it('with no bank details set, says to call or email for them rather than print empty ones', async () => {
    await settle([
      { key: 'bank_account_name', value: '' },
      { key: 'bank_sort_code', value: '' },
      { key: 'bank_account_number', value: '' },
      { key: 'cash_on_delivery_offered', value: 'true' },
    ]);
    const id = await scenario.placeOrder(null);
    const text = await emailText(id, `Order confirmation #${id}`);
    expect(text).toContain(
      `Bank transfer: Call us on 01632 960 418 or email sales@northfieldpellets.co.uk for our bank details, and quote WP${id} as the reference.`,
    );
    expect(text).toContain('Cash on delivery: Pay the driver £606.90 in cash when we deliver.');
    expect(text).not.toMatch(/Sort code|Account number/);
    await scenario.confirm(id);
    const pdf = await invoicePdf(id);
    expect(pdf).toContain('for our bank details');
    expect(pdf).not.toMatch(/Sort code|Account number/);
  });
});
