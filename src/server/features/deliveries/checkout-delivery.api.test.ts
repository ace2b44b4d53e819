import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeliveryDates, getSavedDeliveryDetails } from '#shared/api/deliveries';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { renderMessage } from '#test-support/stored-email';
import { registerCustomer } from '#test-support/customers';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

// Tuesday 24 November 2026, 10:00 in the UK: the first date on offer is Friday the 27th.
const NOW = new Date('2026-11-24T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => NOW });
});
afterAll(async () => t.close());

// Doncaster (DN, England): 2 t at 289.00 is 606.90 with 5% VAT.
const order = (delivery?: unknown, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '01632 960123',
  addressLine1: '12 Station Road',
  city: 'Scunthorpe',
  postcode: 'DN15 8QA',
  region: 'Doncaster',
  quantity: 2,
  unitPrice: '289.00',
  totalPrice: '606.90',
  ...(delivery === undefined ? {} : { delivery }),
  ...overrides,
});

const place = (body: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    ...(cookie ? { headers: { cookie } } : {}),
  });

const blown = {
  form: 'blown',
  lorryLimit: '7.5t',
  hoseMetres: 25,
  earliestDate: '2026-11-27',
  accessNotes: 'Narrow lane behind the church.\nRing on arrival.',
};

const orderCount = async () => (await t.database.db.select().from(orders)).length;

describe('checkout with delivery details', () => {
  it('stores the details, shows them in the answer and in both emails', async () => {
    const response = await place(order(blown));
    expect(response.statusCode).toBe(201);
    const placed = response.json();
    expect(placed.delivery).toEqual({
      ...blown,
      bookedDate: null,
      status: 'to_be_scheduled',
      date: null,
      slot: null,
      failureReason: null,
    });
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, placed.id));
    expect(mail).toHaveLength(2);
    for (const row of mail) {
      const text = renderMessage(row).text;
      expect(text).toContain('Blown into a store');
      expect(text).toContain('25 m');
      expect(text).toContain('Friday 27 November 2026');
      expect(text).toContain('Narrow lane behind the church.');
    }
    const customerMail = mail.find((m) => m.toAddress === 'ada@example.com');
    expect(renderMessage(customerMail!).text).toMatch(/http:\/\/shop\.test\/track\/[\w-]{43}/);
    const noticeMail = mail.find((m) => m.toAddress !== 'ada@example.com');
    expect(renderMessage(noticeMail!).text).not.toContain('/track/');
  });

  it('places an order without any delivery details, as before', async () => {
    const response = await place(order());
    expect(response.statusCode).toBe(201);
    expect(response.json().delivery).toMatchObject({
      form: null,
      lorryLimit: null,
      hoseMetres: null,
      earliestDate: null,
      accessNotes: null,
      status: 'to_be_scheduled',
    });
  });

  it('accepts bagged delivery with only some details given', async () => {
    const response = await place(order({ form: 'bagged', accessNotes: '  ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().delivery).toMatchObject({ form: 'bagged', accessNotes: null });
  });

  it.each([
    ['a hose over 60 m', { form: 'blown', hoseMetres: 61 }, /further than 60 m/],
    ['a hose of 0 m', { form: 'blown', hoseMetres: 0 }, 'Hose distance must be at least 1 m'],
    ['a fractional hose', { form: 'blown', hoseMetres: 2.5 }, /whole number of metres/],
    ['a hose for bags', { form: 'bagged', hoseMetres: 10 }, /only applies to blown/],
    ['an unknown form', { form: 'tipped' }, 'Choose blown or bagged'],
    ['an unknown lorry', { lorryLimit: '44t' }, /largest lorry/],
    ['notes over 500 characters', { accessNotes: 'x'.repeat(501) }, /at most 500/],
    ['a date that is no date', { earliestDate: '2026-02-30' }, /from the calendar/],
    ['a Saturday', { earliestDate: '2026-11-28' }, /weekends/],
    ['Christmas Day', { earliestDate: '2026-12-25' }, /bank holiday/],
    [
      'a date too soon',
      { earliestDate: '2026-11-26' },
      /earliest date we can deliver is 2026-11-27/,
    ],
    ['an unknown field', { crane: true }, /Unrecognized key/i],
  ])('refuses %s and creates nothing', async (_case, delivery, message) => {
    const before = await orderCount();
    const response = await place(order(delivery));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await orderCount()).toBe(before);
  });

  it("refuses Scotland's St Andrew's Day for a Scottish address only", async () => {
    // Edinburgh (EH): 2 t at 345.00 is 724.50 with 5% VAT.
    const scottish = (earliestDate: string) =>
      order(
        { earliestDate },
        {
          postcode: 'EH1 1YZ',
          city: 'Edinburgh',
          region: 'Edinburgh',
          unitPrice: '345.00',
          totalPrice: '724.50',
        },
      );
    const refused = await place(scottish('2026-11-30'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/bank holiday/);
    expect((await place(order({ earliestDate: '2026-11-30' }))).statusCode).toBe(201);
  });
});

describe('GET /api/delivery-dates', () => {
  it('offers working days from three working days ahead, for the nation of the postcode', async () => {
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/delivery-dates?postcode=DN15%208QA',
    });
    expect(english.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(getDeliveryDates, english);
    expect(english.json<{ dates: string[] }>().dates.slice(0, 3)).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
    ]);
    const scottish = await t.app.inject({
      method: 'GET',
      url: '/api/delivery-dates?postcode=EH1%201YZ',
    });
    expect(scottish.json<{ dates: string[] }>().dates.slice(0, 2)).toEqual([
      '2026-11-27',
      '2026-12-01',
    ]);
  });

  it('refuses a missing postcode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/delivery-dates' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});

describe("a signed-in customer's last delivery details", () => {
  it('are offered again at the next checkout, and only to them', async () => {
    const customer = await registerCustomer(t.app);
    const mine = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/customers/me/delivery-details',
        headers: { cookie: customer.cookie },
      });
    expect((await mine()).json()).toEqual({ details: null });
    const placed = await place(order(blown, { email: customer.customer.email }), customer.cookie);
    expect(placed.statusCode).toBe(201);
    const offered = await mine();
    expectAnswerMatchesOpenApi(getSavedDeliveryDetails, offered);
    expect(offered.json()).toEqual({
      details: {
        form: 'blown',
        lorryLimit: '7.5t',
        hoseMetres: 25,
        accessNotes: blown.accessNotes,
      },
    });
    const guest = await t.app.inject({ method: 'GET', url: '/api/customers/me/delivery-details' });
    expect(guest.statusCode).toBe(401);
  });
});
