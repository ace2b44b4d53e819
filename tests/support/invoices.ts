import { execFileSync } from 'node:child_process';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { invoices } from '#server/features/invoices/invoices.tables';
import { guestOrder, orderFor, type SignedIn } from './customers.ts';
import { adminSetStatus } from './payment-orders.ts';
import type { TestApp } from './test-app.ts';

/** The seller's invoice settings as the back office saves them (the VAT number with spaces). */
export const VAT_SETTINGS = [
  { key: 'vat_number', value: 'GB 123 4567 89' },
  { key: 'invoice_address', value: 'Unit 4, Meadow Lane Business Park\nLoughborough\nLE11 1JP' },
  { key: 'payment_terms_days', value: '30' },
];

/** What a PDF says, as Poppler's pdftotext reads it (columns kept on their lines). */
export const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/** Orders placed through checkout and confirmed in the back office, and their documents. */
export function invoiceScenario(t: TestApp, admin: string) {
  const adminCall = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: admin },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  return {
    adminCall,

    /** A signed-in customer's order, or a guest's with null. */
    async placeOrder(customer: SignedIn | null, overrides: Record<string, unknown> = {}) {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: customer ? orderFor(customer, overrides) : guestOrder(overrides),
        ...(customer ? { headers: { cookie: customer.cookie } } : {}),
      });
      expect(placed.statusCode).toBe(201);
      return placed.json<{ id: number }>().id;
    },

    confirm: (id: number) => adminSetStatus(t, admin, id, 'confirmed'),

    async setVatSettings() {
      expect((await adminCall('PATCH', '/api/settings', VAT_SETTINGS)).statusCode).toBe(200);
    },

    documentsOf: (orderId: number) =>
      t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .orderBy(asc(invoices.number)),

    allNumbers: async () =>
      (await t.database.db.select({ n: invoices.number }).from(invoices)).map((r) => r.n),
  };
}
