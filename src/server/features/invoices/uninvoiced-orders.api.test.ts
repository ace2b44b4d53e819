import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '#shared/api/invoices-admin';
import type { IssuedInvoices, UninvoicedOrders } from '#shared/schemas/invoices';
import type { OrderStatusAnswer } from '#shared/schemas/order-edit';
import { signInAdmin } from '#test-support/admin';
import { watchAuditLog } from '#test-support/audit';
import { invoiceScenario, pdfText } from '#test-support/invoices';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { emailsOf } from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let scenario: ReturnType<typeof invoiceScenario>;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  scenario = invoiceScenario(t, await signInAdmin(t.app));
});
afterAll(async () => t.close());

const adminCall: ReturnType<typeof invoiceScenario>['adminCall'] = (...args) =>
  scenario.adminCall(...args);
const NOT_ISSUED = 'No VAT invoice was issued: the VAT registration number is not set in Settings.';
const uninvoiced = async () => {
  const response = await adminCall('GET', '/api/invoices/uninvoiced');
  expectAnswerMatchesOpenApi(endpoints.uninvoicedOrders, response);
  return response.json<UninvoicedOrders>();
};

describe('confirmed orders without an invoice', () => {
  const ids: number[] = [];

  it('are confirmed with a plain word that no invoice was issued, and why', async () => {
    ids.push(await scenario.placeOrder(null, { email: 'first@example.com' }));
    const single = await scenario.confirm(ids[0]!);
    expect(single.statusCode).toBe(200);
    expect(single.json<OrderStatusAnswer>()).toMatchObject({
      id: ids[0],
      status: 'confirmed',
      notice: `Order #${ids[0]} is confirmed. ${NOT_ISSUED}`,
    });

    ids.push(await scenario.placeOrder(null, { email: 'second@example.com', firstName: 'Bea' }));
    ids.push(await scenario.placeOrder(null, { email: 'third@example.com', companyName: 'C Ltd' }));
    const bulk = await adminCall('PATCH', '/api/orders/status', {
      orderIds: ids.slice(1),
      status: 'confirmed',
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json<OrderStatusAnswer[]>().map((o) => o.notice)).toEqual(
      ids.slice(1).map((id) => `Order #${id} is confirmed. ${NOT_ISSUED}`),
    );
    // A pending order has nothing to say.
    const pending = await scenario.placeOrder(null);
    const back = await adminCall('PATCH', `/api/orders/${pending}/status`, { status: 'cancelled' });
    expect(back.json<OrderStatusAnswer>().notice).toBeNull();
  });

  it('are listed, oldest first', async () => {
    const list = await uninvoiced();
    expect(list.total).toBe(3);
    expect(list.items).toEqual([
      {
        orderId: ids[0],
        customerName: 'Ada Lovelace',
        companyName: null,
        total: '606.90',
        createdAt: expect.stringMatching(/^\d{4}-/),
      },
      expect.objectContaining({ orderId: ids[1], customerName: 'Bea Lovelace' }),
      expect.objectContaining({ orderId: ids[2], companyName: 'C Ltd' }),
    ]);
  });

  it('cannot be invoiced while the VAT number is not set', async () => {
    const refused = await adminCall('POST', '/api/invoices/issue-uninvoiced');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Invoices cannot be issued until the VAT registration number is set in Settings.',
    });
    expect(await scenario.allNumbers()).toEqual([]);
  });

  it('are invoiced in one action once it is set, each by an invoice email, never a second confirmation', async () => {
    await scenario.setVatSettings();
    // One of them is invoiced on its own first: the same email, not a confirmation.
    const before = new Map(
      await Promise.all(ids.map(async (id) => [id, (await emailsOf(t, id)).length] as const)),
    );
    const one = await adminCall('POST', `/api/orders/${ids[0]}/invoice`);
    expect(one.statusCode).toBe(201);
    expectAnswerMatchesOpenApi(endpoints.issueInvoice, one);

    const log = await watchAuditLog(t);
    const all = await adminCall('POST', '/api/invoices/issue-uninvoiced');
    expect(all.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.issueUninvoiced, all);
    const answer = all.json<IssuedInvoices>();
    expect(answer.issued.map((i) => i.orderId)).toEqual(ids.slice(1));
    expect(answer).toMatchObject({
      remaining: 0,
      message: '2 invoices issued and emailed to the customers.',
    });
    expect((await log.added()).map((entry) => entry.action)).toEqual([
      'order.invoice_issued',
      'order.invoice_issued',
    ]);
    expect(await uninvoiced()).toEqual({ items: [], total: 0 });

    for (const id of ids) {
      const [invoice, ...others] = await scenario.documentsOf(id);
      expect(others).toEqual([]);
      const emails = (await emailsOf(t, id)).slice(before.get(id));
      expect(emails.map((e) => e.subject)).toEqual([
        `VAT invoice ${String(invoice!.number).padStart(6, '0')} for order #${id} - Northfield Wood Pellets`,
      ]);
      const body = JSON.stringify(emails[0]!.body);
      expect(body).not.toMatch(/confirmed/i);
      expect(body).toContain(`Your VAT invoice ${String(invoice!.number).padStart(6, '0')}`);
      const pdf = Buffer.from(emails[0]!.attachments![0]!.contentBase64, 'base64');
      expect(pdfText(pdf)).toContain('£606.90');
    }

    const again = await adminCall('POST', '/api/invoices/issue-uninvoiced');
    expect(again.json<IssuedInvoices>()).toMatchObject({
      issued: [],
      message: 'Every confirmed order has its invoice.',
    });
  });

  it('is for the back office only', async () => {
    expect((await t.app.inject({ url: '/api/invoices/uninvoiced' })).statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/api/invoices/issue-uninvoiced' });
    expect(post.statusCode).toBe(401);
  });
});
