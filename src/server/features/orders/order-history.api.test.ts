import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukDate } from '#domain/uk-date';
import { formatInvoiceNumber } from '#domain/invoice';
import { getOrderEvents } from '#shared/api/orders-admin';
import type { OrderEvent } from '#shared/schemas/admin';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import { invoiceScenario } from '#test-support/invoices';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { adminSetStatus } from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let ada: SignedIn;
let scenario: ReturnType<typeof invoiceScenario>;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  ada = await registerCustomer(t.app, { firstName: 'Ada' });
  scenario = invoiceScenario(t, admin);
});
afterAll(async () => t.close());

describe("an order's history", () => {
  it('names documents by their numbers and shows amounts in pounds', async () => {
    await scenario.setVatSettings();
    const id = await scenario.placeOrder(ada);
    expect((await scenario.confirm(id)).statusCode).toBe(200);
    const paid = await scenario.adminCall('POST', `/api/orders/${id}/ledger`, {
      kind: 'payment',
      method: 'bank_transfer',
      amount: '100.00',
      movedOn: ukDate(new Date()),
      reference: `WP${id}`,
    });
    expect(paid.statusCode).toBe(201);
    expect((await adminSetStatus(t, admin, id, 'cancelled')).statusCode).toBe(200);
    const [invoice, credit] = await scenario.documentsOf(id);

    const response = await scenario.adminCall('GET', `/api/orders/${id}/events`);
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(getOrderEvents, response);
    const lines = response.json<OrderEvent[]>().map((event) => event.description);
    const invoiceNumber = formatInvoiceNumber(invoice!.number);
    expect(lines).toContain(`Invoice ${invoiceNumber} issued`);
    expect(lines).toContain(
      `Credit note ${formatInvoiceNumber(credit!.number)} issued cancelling invoice ${invoiceNumber}`,
    );
    expect(lines).toContain('Amount received: £0.00 → £100.00');
    expect(lines).toContain('Status: confirmed → cancelled');

    const overview = await scenario.adminCall('GET', `/api/orders/${id}/overview`);
    const fromOverview = overview.json<{ events: OrderEvent[] }>().events;
    expect(fromOverview.map((event) => event.description)).toContain(
      `Invoice ${invoiceNumber} issued`,
    );
  });
});
