import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from '#test-support/axe';

import type { Order } from '#shared/schemas/orders';
import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';

// The back office confirms an order while the VAT number is not set (and is told no invoice
// was issued), invoices it from the Invoices tab once the number is set, then edits it: the
// Edit dialog works out the total live and says what saving does to documents and payments.
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

test('the Edit dialog works out the total live and says what saving does', async ({ admin }) => {
  expect(orderId).toBeGreaterThan(0);
  await admin.goto(E2E_ADMIN_PATH);
  await admin.getByRole('tab', { name: 'Orders' }).click();
  await admin.getByLabel('Search orders').fill('Edith');
  const row = admin.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await row.getByRole('button', { name: `Edit order ${orderId}` }).click();
  const edit = admin.getByRole('dialog', { name: `Edit order #${orderId}` });
  const consequences = edit.getByTestId('order-edit-consequences');

  await expect(edit.getByTestId('order-edit-total')).toHaveText('£606.90');
  await expect(consequences).toHaveText('No invoice is issued and no payment is voided.');

  // 7 t at £289.00: net £2,023.00 + VAT at 5% £101.15.
  await edit.getByLabel('Quantity (tonnes)').fill('7');
  await expect(edit.getByTestId('order-edit-total')).toHaveText('£2,124.15');
  await expect(edit).toContainText('Net £2,023.00 + VAT at 5% £101.15');
  await expect(consequences).toHaveText(
    'This issues a credit note and a new invoice for £2,124.15.',
  );
  expect(await axeViolations(admin), 'Edit order dialog').toEqual([]);

  await edit.getByRole('combobox', { name: 'VAT rate' }).click();
  await admin.getByRole('option', { name: '20% (Standard Rate)' }).click();
  await expect(edit.getByTestId('order-edit-total')).toHaveText('£2,427.60');
  await expect(consequences).toHaveText(
    'This issues a credit note and a new invoice for £2,427.60.',
  );

  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(admin)).toContainText('Order Updated');
  await expect(edit).toBeHidden();
  await expect(row).toContainText('£2,427.60');

  const events = (await (await admin.request.get(`/api/orders/${orderId}/events`)).json()) as {
    field: string | null;
    newValue: string | null;
  }[];
  expect(events.filter((e) => e.field === 'vatAmount').at(-1)?.newValue).toBe('404.60');
});
