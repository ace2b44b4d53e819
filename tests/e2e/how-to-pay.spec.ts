import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';

// The back office enters the bank details in Settings; a guest then orders and the
// confirmation page says how to pay: to that account, with the order's reference. The bank
// details and the ways to pay are put back afterwards, for the other specs on this server.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let adminState: StorageState;

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: adminState });
  return context.newPage();
}

test.beforeAll(async ({ browser, baseURL }) => {
  adminState = await e2eAdminState(browser, baseURL);
});

test.afterAll(async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL);
  const reset = await page.request.patch('/api/settings', {
    data: [
      { key: 'bank_account_name', value: '' },
      { key: 'bank_sort_code', value: '' },
      { key: 'bank_account_number', value: '' },
      { key: 'cash_on_delivery_offered', value: 'true' },
    ],
  });
  expect(reset.ok()).toBe(true);
  await page.context().close();
});

test('the back office enters the bank details; a bad sort code is refused on its field', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL);
  await page.goto(E2E_ADMIN_PATH);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Account name').fill('Northfield Renewable Fuels Ltd');
  await page.getByLabel('Sort code').fill('12-34-5');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Sort code must be 6 digits, such as 12-34-56')).toBeVisible();
  await expect(page.getByLabel('Sort code')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Sort code').fill('40 11 62');
  await page.getByRole('switch', { name: 'Cash on delivery' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings Saved', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Sort code')).toHaveValue('40-11-62');
  await page.context().close();
});

test('the confirmation page after checkout shows the bank details and the reference', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Quantity (tonnes)').fill('2');
  await page.getByLabel('Delivery postcode').fill('dn15 8qa');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Email').fill(`pay-${Date.now()}@example.com`);
  await page.getByLabel('Phone').fill('01632 960123');
  await page.getByLabel('Address Line 1').fill('12 Foxhills Road');
  await page.getByLabel('City').fill('Scunthorpe');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('DN15 8QA');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmed$/);
  const id = ((await page.getByTestId('order-number').textContent()) ?? '').replace('#', '');

  const howToPay = page.getByRole('region', { name: 'How to pay' });
  await expect(howToPay.getByTestId('how-to-pay-lead')).toContainText('Amount to pay: £606.90');
  const bank = howToPay.getByTestId('pay-by-bank_transfer');
  await expect(bank).toContainText(`quoting WP${id} as the reference`);
  for (const [label, value] of [
    ['Account name', 'Northfield Renewable Fuels Ltd'],
    ['Sort code', '40-11-62'],
    ['Account number', '12345678'],
    ['Reference', `WP${id}`],
  ] as const) {
    await expect(bank.getByRole('definition').filter({ hasText: value })).toBeVisible();
    await expect(bank.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  // Card is offered by default; cash on delivery was switched off.
  await expect(howToPay.getByTestId('pay-by-card')).toBeVisible();
  await expect(howToPay.getByTestId('pay-by-cash_on_delivery')).toHaveCount(0);
});

test('the region dialog shows tier prices out of order on the field', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL);
  await page.goto(E2E_ADMIN_PATH);
  await page.getByRole('tab', { name: 'Regional Pricing' }).click();
  await page.getByRole('button', { name: 'Edit Doncaster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Doncaster' });
  await dialog.getByLabel('Bulk (5-9.5 t)').fill('400');
  await dialog.getByRole('button', { name: 'Save region' }).click();
  const message = 'Bulk price (£400.00) must not be above the single price (£289.00)';
  await expect(dialog.getByText(message)).toBeVisible();
  await expect(dialog.getByLabel('Bulk (5-9.5 t)')).toHaveAttribute('aria-invalid', 'true');
  await page.context().close();
});
