import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from '#test-support/axe';

import type { Order } from '#shared/schemas/orders';
import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';

// The back office confirms an order while the VAT number is not set (and is told no invoice
// was issued), invoices it from the Invoices tab once the number is set, then edits it: the
// Edit dialog prices a new quantity as checkout does (keeping the old price takes a reason) and
// says what saving does to documents and payments.
// The VAT number is cleared again afterwards, so the other specs confirm orders as before.
base.describe.configure({ mode: 'serial', timeout: 60_000 });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let adminState: StorageState;
let orderId = 0;

const test = base.extend<{ admin: Page }>({
  admin: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, storageState: adminState });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true });
const setVatNumber = async (page: Page, value: string) => {
  const saved = await page.request.patch('/api/settings', {
    data: [{ key: 'vat_number', value }],
  });
  expect(saved.ok()).toBe(true);
};

/** WCAG 2.2 AA problems on the page, as the accessibility spec checks them. */
test.beforeAll(async ({ browser, baseURL }) => {
  adminState = await e2eAdminState(browser, baseURL);
});

test.afterAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: adminState });
  await setVatNumber(await context.newPage(), '');
  await context.close();
});

test('confirming without a VAT number says no invoice was issued, and the Invoices tab issues it later', async ({
  admin,
}) => {
  await setVatNumber(admin, '');
  const email = `edit-dialog-${Date.now()}@example.com`;
  const placed = await admin.request.post('/api/orders', {
    data: guestOrder({ email, firstName: 'Edith', lastName: 'Clarke' }),
  });
  expect(placed.status()).toBe(201);
  orderId = ((await placed.json()) as Order).id;

  await admin.goto(E2E_ADMIN_PATH);
  await admin.getByRole('tab', { name: 'Orders' }).click();
  await admin.getByLabel('Search orders').fill(email);
  const row = admin.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await row.getByRole('combobox', { name: `Status of order ${orderId}` }).click();
  await admin.getByRole('option', { name: 'confirmed' }).click();
  await expect(toasts(admin)).toContainText(
    `Order #${orderId} is confirmed. No VAT invoice was issued: the VAT registration number is not set in Settings.`,
  );

  await admin.getByRole('tab', { name: 'Invoices' }).click();
  const waiting = admin.getByRole('region', { name: /Confirmed orders without an invoice/ });
  await expect(waiting.getByRole('row', { name: new RegExp(`#${orderId}\\b`) })).toContainText(
    'Edith Clarke',
  );
  await expect(waiting.getByRole('button', { name: /^Issue \d+ invoices?$/ })).toBeDisabled();
  expect(await axeViolations(admin), 'Invoices tab with orders waiting').toEqual([]);

  await setVatNumber(admin, 'GB 123 4567 89');
  await admin.reload();
  await admin.getByRole('tab', { name: 'Invoices' }).click();
  await waiting.getByRole('button', { name: /^Issue \d+ invoices?$/ }).click();
  await expect(toasts(admin)).toContainText(/invoices? issued and emailed to the customers/);
  await expect(waiting).toBeHidden();
  await expect(
    admin
      .getByRole('table', { name: 'Invoices and credit notes' })
      .getByRole('row', { name: new RegExp(`#${orderId}\\b`) }),
  ).toContainText('£606.90');
});

test('the Edit dialog prices a new quantity as checkout does, and keeps the old price only with a reason', async ({
  admin,
}) => {
  expect(orderId).toBeGreaterThan(0);
  await admin.goto(E2E_ADMIN_PATH);
  await admin.getByRole('tab', { name: 'Orders' }).click();
  await admin.getByLabel('Search orders').fill('Edith');
  const row = admin.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await row.getByRole('button', { name: `Edit order ${orderId}` }).click();
  const edit = admin.getByRole('dialog', { name: `Edit order #${orderId}` });
  const consequences = edit.getByTestId('order-edit-consequences');
  const unitPrice = edit.getByTestId('order-edit-unit-price');
  const total = edit.getByTestId('order-edit-total');

  await expect(total).toHaveText('£606.90');
  await expect(unitPrice).toHaveText('£289.00');
  await expect(consequences).toHaveText('No invoice is issued and no payment is voided.');
  // No price can be typed: the shop sets it.
  await expect(edit.getByLabel(/Unit price/)).toHaveCount(0);

  // 2 t to 7 t in Doncaster: the single £289.00 becomes the bulk £275.00, as at checkout.
  await edit.getByLabel('Quantity (tonnes)').fill('7');
  await expect(unitPrice).toContainText('Old price£289.00');
  await expect(unitPrice).toContainText('New price£275.00 (bulk price for 7 tonnes)');
  await expect(total).toHaveText('£2,021.25');
  await expect(edit).toContainText('Net £1,925.00 + VAT at 5% £96.25');
  await expect(consequences).toHaveText(
    'This issues a credit note and a new invoice for £2,021.25.',
  );
  expect(await axeViolations(admin), 'Edit order dialog with a new price').toEqual([]);

  const keep = edit.getByRole('checkbox', { name: 'Keep the old price (£289.00 a tonne)' });
  await keep.click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const reason = edit.getByRole('textbox', { name: 'Reason for keeping the old price' });
  await expect(reason).toHaveAccessibleDescription(
    /Please give a reason for keeping the old price/,
  );
  await expect(edit).toBeVisible();

  await reason.fill('Price agreed by phone for this season');
  // 7 t at £289.00: net £2,023.00 + VAT at 5% £101.15.
  await expect(total).toHaveText('£2,124.15');
  await expect(edit).toContainText('Net £2,023.00 + VAT at 5% £101.15');
  await expect(consequences).toHaveText(
    'This issues a credit note and a new invoice for £2,124.15.',
  );
  expect(await axeViolations(admin), 'Edit order dialog keeping the old price').toEqual([]);
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await reason.evaluate((field) => field.scrollIntoView({ block: 'center' }));
    await admin.screenshot({ path: `test-results/edit-order-keep-price-${width}.png` });
  }
  await admin.setViewportSize({ width: 1280, height: 720 });

  await edit.getByRole('combobox', { name: 'VAT rate' }).click();
  await admin.getByRole('option', { name: '20% (Standard Rate)' }).click();
  await expect(total).toHaveText('£2,427.60');
  await expect(consequences).toHaveText(
    'This issues a credit note and a new invoice for £2,427.60.',
  );

  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(admin)).toContainText('Order Updated');
  await expect(edit).toBeHidden();
  await expect(row).toContainText('£2,427.60');

  const events = (await (await admin.request.get(`/api/orders/${orderId}/events`)).json()) as {
    type: string;
    field: string | null;
    newValue: string | null;
  }[];
  expect(events.filter((e) => e.field === 'vatAmount').at(-1)?.newValue).toBe('404.60');
  expect(events.find((e) => e.type === 'price_kept')?.newValue).toBe(
    '£289.00 a tonne instead of the bulk price £275.00 (reason: Price agreed by phone for this season)',
  );
});

test('the Edit dialog sets no payment status, and says before saving what a paid order will owe back', async ({
  admin,
}) => {
  // Places, confirms and pays its own order first, then edits and saves it: a long walk.
  test.slow();
  // The issue's order: 3 t to Doncaster at £289.00 with 5% VAT, £910.35, confirmed and paid in
  // full by bank transfer, recorded in the ledger.
  const email = `edit-refund-${Date.now()}@example.com`;
  const placed = await admin.request.post('/api/orders', {
    data: guestOrder({
      email,
      firstName: 'Ida',
      lastName: 'Tarbell',
      quantity: 3,
      totalPrice: '910.35',
    }),
  });
  expect(placed.status()).toBe(201);
  const id = ((await placed.json()) as Order).id;
  const confirmed = await admin.request.patch(`/api/orders/${id}/status`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.ok()).toBe(true);
  const paid = await admin.request.post(`/api/orders/${id}/ledger`, {
    data: {
      kind: 'payment',
      method: 'bank_transfer',
      amount: '910.35',
      movedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()),
      reference: 'BACS IDA',
    },
  });
  expect(paid.status()).toBe(201);

  await admin.goto(E2E_ADMIN_PATH);
  await admin.getByRole('tab', { name: 'Orders' }).click();
  await admin.getByLabel('Search orders').fill(email);
  const row = admin.getByRole('row', { name: new RegExp(`#${id}\\b`) });
  await expect(row).toContainText('completed');
  await row.getByRole('button', { name: `Edit order ${id}` }).click();
  const edit = admin.getByRole('dialog', { name: `Edit order #${id}` });
  await expect(edit.getByRole('combobox', { name: 'Order status' })).toBeVisible();
  await expect(edit.getByRole('combobox', { name: 'Payment status' })).toHaveCount(0);

  // 3 t to 2 t: £606.90, so £303.45 of the £910.35 goes back.
  await edit.getByLabel('Quantity (tonnes)').fill('2');
  const consequences = edit.getByTestId('order-edit-consequences');
  await expect(edit.getByTestId('order-edit-total')).toHaveText('£606.90');
  await expect(consequences).toContainText('£303.45 of the £910.35 received is to be refunded.');
  expect(await axeViolations(admin), 'Edit order dialog with a refund to owe').toEqual([]);
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await consequences.evaluate((field) => field.scrollIntoView({ block: 'center' }));
    await admin.screenshot({ path: `test-results/edit-order-refund-owed-${width}.png` });
  }
  await admin.setViewportSize({ width: 1280, height: 720 });

  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(admin)).toContainText('Order Updated');
  await expect(edit).toBeHidden();
  await expect(row).toContainText('£606.90');
  const list = (await (await admin.request.get(`/api/orders?search=${email}`)).json()) as {
    items: { id: number; paymentStatus: string; paymentIssue: string | null }[];
  };
  expect(list.items.find((o) => o.id === id)).toMatchObject({
    paymentStatus: 'completed',
    paymentIssue: 'refund_due',
  });
});
