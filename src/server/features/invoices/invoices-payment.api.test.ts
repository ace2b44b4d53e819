import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '#server/features/invoices/invoices.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import {
  confirmedOrder,
  emailsOf,
  orderRow,
  payNow,
  paymentUrlOf,
} from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let owner: SignedIn;

beforeAll(async () => {
  // Listening, so the sandbox's notice reaches the webhook over HTTP as the provider's does.
  t = await createTestApp({ config: { rateLimits: false }, listen: true });
  admin = await signInAdmin(t.app);
  owner = await registerCustomer(t.app);
});
afterAll(async () => t.close());

const documentsOf = (orderId: number) =>
  t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));

describe('a completed online payment', () => {
  it('invoices a paid order that its confirmation could not invoice, once', async () => {
    // Confirmed while no VAT number was set: no invoice.
    const id = await confirmedOrder(t, owner);
    expect(await documentsOf(id)).toEqual([]);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: [
        { key: 'vat_number', value: 'GB123456789' },
        { key: 'payments_enabled', value: 'true' },
      ],
    });
    expect(saved.statusCode).toBe(200);

    const path = new URL(paymentUrlOf(await payNow(t, id, owner.cookie))).pathname;
    const submitted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'approve', bank: 'sandbox-northern' }).toString(),
    });
    // The customer comes back to the shop, which reads the payment's status again.
    const back = new URL(String(submitted.headers.location));
    await t.app.inject({ url: `${back.pathname}${back.search}` });

    expect(await orderRow(t, id)).toMatchObject({ paymentStatus: 'completed' });
    const [invoice, ...others] = await documentsOf(id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', orderId: id });
    expect(invoice!.document.figures.grossPence).toBe(33810);
    const mailed = (await emailsOf(t, id)).filter((e) => e.attachments?.length);
    expect(mailed.map((e) => e.subject)).toEqual([
      expect.stringMatching(/^VAT invoice \d{6} for order #\d+/),
    ]);
  });
});
