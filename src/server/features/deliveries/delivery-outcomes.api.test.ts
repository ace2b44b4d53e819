import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInvoiceNumber, ukDate } from '#domain/invoice';
import { MAX_PROOF_BYTES } from '#domain/delivery-proof';
import { orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer } from '#test-support/customers';
import { signedInPerson } from '#test-support/people';
import { invoiceScenario, pdfText } from '#test-support/invoices';
import { emailsOf, orderRow } from '#test-support/payment-orders';
import { recordMoney } from '#test-support/placed-orders';
import { renderMessage } from '#test-support/stored-email';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { deliveryOutcomes } from './deliveries.tables.ts';
import { UNDO_WINDOW_MS } from './progress-notices.ts';

let clockAhead = 0;
let t: TestApp;
let admin: string;
let scenario: ReturnType<typeof invoiceScenario>;

beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimits: false },
    now: () => new Date(Date.now() + clockAhead),
  });
  admin = await signInAdmin(t.app);
  scenario = invoiceScenario(t, admin);
});
afterAll(async () => t.close());

/** A 1x1 PNG: what a signature pad hands over, in miniature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = PNG.toString('base64');

let keys = 0;
const newKey = () => `drop-key-${String(++keys).padStart(4, '0')}`;

/** A confirmed guest order of 2 t at £289.00 (£606.90 with VAT), its lorry out today. */
async function orderOnTheLorry(overrides: Record<string, unknown> = {}) {
  const id = await scenario.placeOrder(null, overrides);
  expect((await scenario.confirm(id)).statusCode).toBe(200);
  // The board's steps to 'out for delivery' are tested elsewhere; today's lorry is set here.
  await t.database.db
    .update(orders)
    .set({ deliveryStatus: 'out_for_delivery', deliveryDate: ukDate(new Date()) })
    .where(eq(orders.id, id));
  return id;
}

const delivered = (
  id: number,
  body: Record<string, unknown>,
  key: string | null = newKey(),
  cookie = admin,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/delivered`,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      ticketNumber: 'WB-20417',
      deliveredAt: '2026-12-03T10:15:00Z',
      proof: 'signature',
      image,
      ...body,
    },
  });

const notDelivered = (id: number, body: Record<string, unknown>, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/not-delivered`,
    headers: { cookie: admin, 'idempotency-key': key },
    payload: { at: '2026-12-03T11:00:00Z', ...body },
  });

const outcomesOf = async (orderId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(deliveryOutcomes)
      .where(eq(deliveryOutcomes.orderId, orderId))
  )[0]!.n;

describe('before the business is registered for VAT (no invoices)', () => {
  it('re-bills the order without documents, and the ledger owes the difference back', async () => {
    const id = await orderOnTheLorry({ email: 'no-invoice@example.com' });
    await recordMoney(t, admin, id, { amount: '606.90' });
    const answer = await delivered(id, { deliveredTonnes: 1.8 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      outcome: 'delivered',
      deliveredTonnes: '1.80',
      billedTonnes: '1.80',
      // 289.00 x 1.80 = 520.20, VAT 26.01.
      totalPrice: '546.21',
    });
    const row = await orderRow(t, id);
    expect(row).toMatchObject({
      quantity: '2.0',
      billedTonnes: '1.80',
      vatAmount: '26.01',
      totalPrice: '546.21',
      deliveryStatus: 'delivered',
      paymentIssue: 'refund_due',
    });
    expect(await scenario.documentsOf(id)).toEqual([]);
  });
});

describe('with invoices', () => {
  beforeAll(async () => {
    await scenario.setVatSettings();
    const saved = await scenario.adminCall('PATCH', '/api/settings', [
      { key: 'enplus_certificate_id', value: 'UK 300123' },
    ]);
    expect(saved.statusCode).toBe(200);
  });

  it('records a drop sent three times with one key once, with one credit note and one new invoice', async () => {
    const id = await orderOnTheLorry({ email: 'three-times@example.com' });
    const key = newKey();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await delivered(id, { deliveredTonnes: 2.37 }, key));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await outcomesOf(id)).toBe(1);

    const [invoice, note, replacing] = await scenario.documentsOf(id);
    expect(note!.kind).toBe('credit_note');
    expect(note!.document.figures.grossPence).toBe(-60_690);
    // 289.00 x 2.37 = 684.93, VAT 34.2465 -> 34.25, 719.18.
    expect(replacing!.document).toMatchObject({
      kind: 'invoice',
      replacesNumber: invoice!.number,
      figures: {
        tonnes: 2.37,
        unitPricePence: 28_900,
        netPence: 68_493,
        vatPence: 3_425,
        grossPence: 71_918,
      },
    });
    expect(await scenario.documentsOf(id)).toHaveLength(3);
  });

  it('keeps a bill that follows the weight: an edit may not re-price it from the tonnes ordered', async () => {
    const id = await orderOnTheLorry({ email: 'edit-after-bill@example.com' });
    expect((await delivered(id, { deliveredTonnes: 2.37 })).statusCode).toBe(200);
    const documents = await scenario.documentsOf(id);

    const row = await orderRow(t, id);
    const edit = (changes: Record<string, unknown>) =>
      scenario.adminCall('PATCH', `/api/orders/${id}`, {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        addressLine1: row.addressLine1,
        city: row.city,
        postcode: row.postcode,
        region: row.region,
        quantity: Number(row.quantity),
        ...changes,
      });

    const repriced = await edit({ quantity: 3 });
    expect(repriced.statusCode).toBe(409);
    expect(repriced.json().message).toBe(
      `Order #${id} is billed for its delivery, so its tonnes, region and VAT rate can no longer be changed`,
    );
    expect(await orderRow(t, id)).toMatchObject({ quantity: '2.0', billedTonnes: '2.37' });
    expect(await scenario.documentsOf(id)).toHaveLength(documents.length);

    // A correction that prices nothing still goes through, and the bill stands.
    expect((await edit({ phone: '07700 900123' })).statusCode).toBe(200);
    expect(await orderRow(t, id)).toMatchObject({
      phone: '07700 900123',
      billedTonnes: '2.37',
      totalPrice: '719.18',
    });
  });

  it('answers a second Delivered with another key with the first, and records nothing', async () => {
    const id = await orderOnTheLorry({ email: 'second-report@example.com' });
    const first = await delivered(id, { deliveredTonnes: 2 });
    const second = await delivered(id, { deliveredTonnes: 1.5, ticketNumber: 'WB-OTHER' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.json()).toMatchObject({ deliveredTonnes: '2.00', ticketNumber: 'WB-20417' });
    expect(await outcomesOf(id)).toBe(1);
  });

  it('refuses a key sent again with other details', async () => {
    const id = await orderOnTheLorry({ email: 'key-reused@example.com' });
    const key = newKey();
    expect((await delivered(id, { deliveredTonnes: 2 }, key)).statusCode).toBe(200);
    const reused = await delivered(id, { deliveredTonnes: 1.9 }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(/Idempotency-Key was sent before with other details/);
  });

  it('leaves the bill alone within the tolerance, and credits and re-invoices at it', async () => {
    const within = await orderOnTheLorry({ email: 'within@example.com' });
    expect((await delivered(within, { deliveredTonnes: 2.04 })).json()).toMatchObject({
      deliveredTonnes: '2.04',
      billedTonnes: '2.00',
      totalPrice: '606.90',
    });
    expect(await scenario.documentsOf(within)).toHaveLength(1);
    expect((await orderRow(t, within)).billedTonnes).toBeNull();

    const at = await orderOnTheLorry({ email: 'at-tolerance@example.com' });
    // 289.00 x 1.95 = 563.55, VAT 28.1775 -> 28.18.
    expect((await delivered(at, { deliveredTonnes: 1.95 })).json()).toMatchObject({
      billedTonnes: '1.95',
      totalPrice: '591.73',
    });
    expect(await scenario.documentsOf(at)).toHaveLength(3);
  });

  it('owes back what was paid beyond the delivered weight, and tells the customer the new figures', async () => {
    const id = await orderOnTheLorry({ email: 'paid-ahead@example.com' });
    await recordMoney(t, admin, id, { amount: '606.90' });
    expect((await delivered(id, { deliveredTonnes: 1.8 })).statusCode).toBe(200);
    expect(await orderRow(t, id)).toMatchObject({
      totalPrice: '546.21',
      amountReceived: '606.90',
      paymentIssue: 'refund_due',
    });
    const [, note, replacing] = await scenario.documentsOf(id);
    // The tracking link as the held email has it (sent emails lose their links).
    const held = (await emailsOf(t, id)).map((row) => renderMessage(row).text).join('\n');
    const token = [...held.matchAll(/\/track\/([\w-]{43})/g)].at(-1)?.[1];
    clockAhead += UNDO_WINDOW_MS + 1;
    await t.mailWorker.runOnce();
    const emails = (await emailsOf(t, id)).map((row) => ({
      subject: row.subject,
      text: renderMessage(row).text,
      files: (row.attachments ?? []).map((file) => file.filename),
    }));
    const files = emails.flatMap((e) => e.files);
    expect(files).toContain(`credit-note-${formatInvoiceNumber(note!.number)}.pdf`);
    expect(files).toContain(`invoice-${formatInvoiceNumber(replacing!.number)}.pdf`);
    const deliveredEmail = emails.find((e) => e.subject.startsWith(`Order #${id} delivered`));
    expect(deliveredEmail?.files).toContain(`delivery-note-order-${id}.pdf`);
    expect(deliveredEmail?.text).toContain('1.80 tonnes');
    expect(deliveredEmail?.text).toContain('WB-20417');
    expect(deliveredEmail?.text).toContain('£546.21 (for the weight delivered)');

    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${token}` });
    expect(tracked.json()).toMatchObject({
      delivered: { at: '2026-12-03T10:15:00.000Z', tonnes: '1.80' },
    });
  });

  it('draws the delivery note with the drop figures', async () => {
    const id = await orderOnTheLorry({ email: 'note@example.com', addressLine1: '7 Mill Lane' });
    expect((await delivered(id, { deliveredTonnes: 2.37, ticketNumber: 'WB-77' })).statusCode).toBe(
      200,
    );
    const pdf = await scenario.adminCall('GET', `/api/orders/${id}/delivery-note`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Delivery note DN-');
    expect(text).toMatch(new RegExp(`Order number:\\s+#${id}`));
    expect(text).toContain('7 Mill Lane');
    expect(text).toMatch(/Ordered:\s+2\.00 tonnes/);
    expect(text).toMatch(/Delivered weight:\s+2\.37 tonnes/);
    expect(text).toMatch(/Weighbridge ticket:\s+WB-77/);
    expect(text).toMatch(/Delivered at:\s+3 December 2026 at 10:15/);
    // The owner, signed in with the admin password, recorded it.
    expect(text).toMatch(/Driver:\s+Owner/);
    expect(text).toMatch(/Signed by the customer on screen \(reference DN-\d{6}\)/);
    expect(text).toMatch(/ENplus certificate:\s+UK 300123/);
  });

  it('names the person who closed the drop: an office member typing in the ticket', async () => {
    const office = await signedInPerson(t, admin, {
      email: 'dispatch@example.com',
      name: 'Dee Dispatch',
      role: 'office',
    });
    const id = await orderOnTheLorry({ email: 'named-driver@example.com' });
    expect((await delivered(id, { deliveredTonnes: 2 }, newKey(), office.cookie)).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db
      .select({ staffId: deliveryOutcomes.staffId })
      .from(deliveryOutcomes)
      .where(eq(deliveryOutcomes.orderId, id));
    expect(row?.staffId).toBe(office.id);
    const pdf = await scenario.adminCall('GET', `/api/orders/${id}/delivery-note`);
    expect(pdfText(pdf.rawPayload)).toMatch(/Driver:\s+Dee Dispatch/);
  });

  it("blanks the signature when the customer's data is erased, keeping the weight", async () => {
    const email = 'erase-signature@example.com';
    const id = await orderOnTheLorry({ email });
    expect((await delivered(id, { deliveredTonnes: 2.1 })).statusCode).toBe(200);
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/data-requests/erase',
      headers: { cookie: admin },
      payload: { email },
    });
    expect(erased.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(deliveryOutcomes)
      .where(eq(deliveryOutcomes.orderId, id));
    expect(row).toMatchObject({
      proofImage: null,
      proofImageType: null,
      deliveredTonnes: '2.10',
      proof: 'signature',
    });
    const pdf = await scenario.adminCall('GET', `/api/orders/${id}/delivery-note`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toMatch(/Delivered weight:\s+2\.10 tonnes/);
  });

  it("gives the customer their own order's note, and no one else's", async () => {
    const owner = await registerCustomer(t.app, { email: 'note-owner@example.com' });
    const other = await registerCustomer(t.app, { email: 'note-other@example.com' });
    const id = await scenario.placeOrder(owner);
    await scenario.confirm(id);
    await t.database.db
      .update(orders)
      .set({ deliveryStatus: 'out_for_delivery', deliveryDate: ukDate(new Date()) })
      .where(eq(orders.id, id));
    const url = `/api/customers/me/orders/${id}/delivery-note`;
    const before = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(before.statusCode).toBe(404);
    expect((await delivered(id, { deliveredTonnes: 2 })).statusCode).toBe(200);
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(200);
    expect(pdfText(own.rawPayload)).toMatch(/Delivered weight:\s+2\.00 tonnes/);
    const theirs = await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  const refusals: [string, Record<string, unknown>, number, string][] = [
    [
      'a negative weight',
      { deliveredTonnes: -1 },
      400,
      'The delivered weight must be more than 0 tonnes',
    ],
    [
      'a zero weight',
      { deliveredTonnes: 0 },
      400,
      'The delivered weight must be more than 0 tonnes',
    ],
    [
      'three decimals',
      { deliveredTonnes: 1.234 },
      400,
      'Enter the delivered weight in tonnes to two decimals',
    ],
    [
      'a weight above the lorry load',
      { deliveredTonnes: 28.5, confirmLargeWeight: true },
      400,
      'The delivered weight is more than the lorry carries (28 t): check the ticket',
    ],
    [
      'more than double without confirmation',
      { deliveredTonnes: 4.01 },
      400,
      'The delivered weight is more than double the 2 t ordered: confirm it to record it',
    ],
    [
      'a picture that is not an image',
      { deliveredTonnes: 2, image: Buffer.from('<svg/>').toString('base64') },
      400,
      'The signature must be a PNG, JPEG or WebP image',
    ],
    [
      'a photo that is not base64',
      { deliveredTonnes: 2, proof: 'left_as_agreed', image: 'not base64!' },
      400,
      'The photo must be a PNG, JPEG or WebP image',
    ],
    [
      'a photo over 2 MB',
      {
        deliveredTonnes: 2,
        proof: 'left_as_agreed',
        image: Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_BYTES)]).toString('base64'),
      },
      400,
      'The signature or photo must be 2 MB or smaller',
    ],
    [
      'no ticket number',
      { deliveredTonnes: 2, ticketNumber: '' },
      400,
      'Enter the weigh-loader ticket number (at most 40 characters)',
    ],
  ];

  it.each(refusals)(
    'refuses %s with a message, and writes nothing',
    async (_, body, status, message) => {
      const id = await orderOnTheLorry({ email: 'refused@example.com' });
      const before = await orderRow(t, id);
      const documents = (await scenario.documentsOf(id)).length;
      const answer = await delivered(id, body);
      expect(answer.statusCode).toBe(status);
      expect(answer.json().message).toBe(message);
      expect(await outcomesOf(id)).toBe(0);
      expect(await orderRow(t, id)).toEqual(before);
      expect(await scenario.documentsOf(id)).toHaveLength(documents);
    },
  );

  it('takes more than double once the office confirms it', async () => {
    const id = await orderOnTheLorry({ email: 'confirmed-large@example.com' });
    const answer = await delivered(id, { deliveredTonnes: 4.01, confirmLargeWeight: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ billedTonnes: '4.01' });
  });

  it('refuses a report without an Idempotency-Key', async () => {
    const id = await orderOnTheLorry({ email: 'no-key@example.com' });
    const answer = await delivered(id, { deliveredTonnes: 2 }, null);
    expect(answer.statusCode).toBe(400);
    expect(await outcomesOf(id)).toBe(0);
  });

  it('refuses a drop that is not out for delivery', async () => {
    const id = await scenario.placeOrder(null, { email: 'not-out@example.com' });
    await scenario.confirm(id);
    const answer = await delivered(id, { deliveredTonnes: 2 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      `Order #${id}: A delivery cannot go from 'To be scheduled' to 'Delivered'`,
    );
    expect(await outcomesOf(id)).toBe(0);
  });
});

describe('not delivered', () => {
  it('records the reason without a charge: the delivery failed, the bill unchanged', async () => {
    const id = await orderOnTheLorry({ email: 'nobody-in@example.com' });
    const key = newKey();
    const answer = await notDelivered(id, { reason: 'nobody_in', chargeApplies: false }, key);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      outcome: 'not_delivered',
      reason: 'nobody_in',
      charge: null,
    });
    expect((await notDelivered(id, { reason: 'nobody_in', chargeApplies: false }, key)).body).toBe(
      answer.body,
    );
    expect(await orderRow(t, id)).toMatchObject({
      deliveryStatus: 'failed',
      deliveryFailureReason: 'Nobody in',
      totalPrice: '606.90',
    });
    expect(await scenario.documentsOf(id)).toHaveLength(1);
    expect(await outcomesOf(id)).toBe(1);
  });

  it('bills the aborted-delivery charge as a line of a replacing invoice', async () => {
    expect(
      (
        await scenario.adminCall('PATCH', '/api/settings', [
          { key: 'aborted_delivery_charge', value: '45' },
        ])
      ).statusCode,
    ).toBe(200);
    const id = await orderOnTheLorry({ email: 'no-access@example.com' });
    const answer = await notDelivered(id, {
      reason: 'other',
      note: 'Gate locked',
      chargeApplies: true,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ charge: '45.00', totalPrice: '654.15' });
    expect(await orderRow(t, id)).toMatchObject({
      extraCharge: '45.00',
      vatAmount: '31.15',
      totalPrice: '654.15',
      deliveryFailureReason: 'Other: Gate locked',
    });
    const [, , replacing] = await scenario.documentsOf(id);
    expect(replacing!.document.figures).toMatchObject({
      chargePence: 4_500,
      netPence: 62_300,
      grossPence: 65_415,
    });
    const pdf = await scenario.adminCall('GET', `/api/invoices/${replacing!.id}/pdf`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/Aborted delivery charge\s+£45\.00\s+5%\s+£45\.00/);
    expect(text).toMatch(/Total including VAT\s+£654\.15/);

    // Delivered later: the weight re-bills the goods, the charge stays beside them.
    await t.database.db
      .update(orders)
      .set({ deliveryStatus: 'out_for_delivery' })
      .where(eq(orders.id, id));
    const later = await delivered(id, { deliveredTonnes: 1.8 });
    // 520.20 + 45.00 net, VAT 26.01 + 2.25.
    expect(later.json()).toMatchObject({ totalPrice: '593.46' });
    expect(await outcomesOf(id)).toBe(2);
  });

  it("asks for what happened when the reason is 'other'", async () => {
    const id = await orderOnTheLorry({ email: 'other-no-note@example.com' });
    const answer = await notDelivered(id, { reason: 'other', chargeApplies: false });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe("Say what happened when the reason is 'other'");
    expect(await outcomesOf(id)).toBe(0);
  });
});
