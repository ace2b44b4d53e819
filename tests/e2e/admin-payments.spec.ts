import {
  expect,
  test as base,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';

// The back office's Payments tab against the e2e server's built-in sandbox provider: each
// provider test is run from its screen and shows the exact request and response.

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let adminState: StorageState;

const test = base.extend<{ admin: Page }>({
  /** A page signed in to the back office, on the Payments tab; it may use the clipboard. */
  admin: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({
      baseURL,
      storageState: adminState,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(`${E2E_ADMIN_PATH}#payments`);
    await expect(page.getByRole('tab', { name: 'Payments', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The provider's tests are a sub-tab beside the ledger.
    await page.getByRole('tab', { name: 'Provider tests', exact: true }).click();
    await use(page);
    await context.close();
  },
});

test.beforeAll(async ({ browser, baseURL }) => {
  adminState = await e2eAdminState(browser, baseURL);
});

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true });
}

/** Opens a provider test's sub-tab and answers its panel. */
async function openTest(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name, exact: true });
}

/** The request and response blocks of a panel. */
function exchange(panel: Locator) {
  return {
    request: panel.getByRole('region', { name: 'Request', exact: true }),
    response: panel.getByRole('region', { name: 'Response', exact: true }),
  };
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: select })).toHaveText(option);
}

test('the tab lists the six provider tests in order', async ({ admin }) => {
  await expect(admin.getByRole('tablist', { name: 'Provider tests' }).getByRole('tab')).toHaveText([
    'API Test',
    'Create Payment',
    'List Customers',
    'List Orders',
    'List Payments',
    'Supported Banks',
  ]);
});

test('API Test runs from the keyboard and shows a copyable request and response', async ({
  admin,
}) => {
  // Keyboard only: from the Orders tab to Payments, into the API Test panel, to its button.
  await admin.goto(E2E_ADMIN_PATH);
  await admin.getByRole('tab', { name: 'Orders', exact: true }).focus();
  for (const next of [
    'Dashboard',
    'Deliveries',
    'Customers',
    'Regional Pricing',
    'Invoices',
    'Payments',
  ]) {
    await admin.keyboard.press('ArrowRight');
    await expect(admin.getByRole('tab', { name: next, exact: true })).toBeFocused();
  }
  // Each tab's panel is its own chunk: the Payments panel is there before Tab moves into it.
  await expect(admin.getByRole('tab', { name: 'Ledger', exact: true })).toBeVisible();
  await admin.keyboard.press('Tab'); // the Payments panel
  await admin.keyboard.press('Tab'); // its sub-tabs: the Ledger first
  await expect(admin.getByRole('tab', { name: 'Ledger', exact: true })).toBeFocused();
  await admin.keyboard.press('ArrowRight');
  await expect(admin.getByRole('tab', { name: 'Provider tests', exact: true })).toBeFocused();
  await admin.keyboard.press('Tab'); // the Provider tests panel
  await admin.keyboard.press('Tab'); // the active provider test: API Test
  await expect(admin.getByRole('tab', { name: 'API Test', exact: true })).toBeFocused();
  await admin.keyboard.press('Tab'); // its panel
  await admin.keyboard.press('Tab');
  const run = admin.getByRole('button', { name: 'Run API test' });
  await expect(run).toBeFocused();
  await admin.keyboard.press('Enter');

  await expect(toasts(admin)).toContainText('API Test Succeeded');
  // Like the real provider's test: the payments API read for a payment that cannot exist,
  // where 404 shows the call was let in.
  await expect(toasts(admin)).toContainText('The sandbox provider answered 404.');
  const panel = admin.getByRole('tabpanel', { name: 'API Test', exact: true });
  const { request, response } = exchange(panel);
  await expect(request).toContainText('"method": "GET"');
  await expect(request).toContainText('sandbox://v1/payments/');
  await expect(response).toContainText('"status": 404');
  await expect(response).toContainText('Payment not found');

  await request.getByRole('button', { name: 'Copy request' }).click();
  await expect(toasts(admin)).toContainText('Copied');
  const copied = await admin.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied)).toMatchObject({
    method: 'GET',
    url: expect.stringMatching(/^sandbox:\/\/v1\/payments\/[0-9a-f-]{36}$/),
  });
});

test('Create Payment: the defaults make a payment that List Payments finds', async ({ admin }) => {
  const panel = await openTest(admin, 'Create Payment');
  const reference = panel.getByLabel('Merchant payment reference');
  await expect(reference).toHaveValue(/^TEST-\d{8}$/);
  const sentReference = await reference.inputValue();
  expect(sentReference.length).toBeLessThanOrEqual(18);
  await expect(panel.getByText('Unique, maximum 18 characters')).toBeVisible();
  await expect(panel.getByLabel('Amount (£)')).toHaveValue('100.00');
  await expect(panel.getByLabel('Description')).toHaveValue('Test Payment');

  // Too long a reference is refused on the form; nothing is sent.
  await reference.fill('TEST-1234567890ABCD');
  await panel.getByLabel('Customer email').fill('pay-test@example.com');
  await panel.getByRole('button', { name: 'Create test payment' }).click();
  await expect(panel.getByText('Reference must be at most 18 characters')).toBeVisible();
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('region', { name: 'Request' })).toHaveCount(0);

  // A reference a bank transfer cannot carry is refused on the form too.
  await reference.fill('test-lower');
  await panel.getByRole('button', { name: 'Create test payment' }).click();
  await expect(
    panel.getByText('Reference may use only capital letters A-Z, digits 0-9 and -'),
  ).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Request' })).toHaveCount(0);

  await reference.fill(sentReference);
  await panel.getByRole('button', { name: 'Create test payment' }).click();
  await expect(toasts(admin)).toContainText('Create Payment Succeeded');
  await expect(panel.getByText('The test failed')).toHaveCount(0);
  const link = panel.getByRole('link', { name: /sandbox-pay/ });
  await expect(link).toHaveAttribute('href', /\/sandbox-pay\/[0-9a-f-]{36}$/);
  await expect(link).toHaveAttribute('target', '_blank');
  const { request, response } = exchange(panel);
  await expect(request).toContainText(`"merchant_payment_reference": "${sentReference}"`);
  await expect(request).toContainText('"amount": 10000');
  await expect(response).toContainText('"status": 201');
  // A fresh reference is ready for the next test payment.
  await expect(reference).not.toHaveValue(sentReference);
  await expect(reference).toHaveValue(/^TEST-\d{8}$/);

  const payments = await openTest(admin, 'List Payments');
  await payments.getByLabel('Search').fill(sentReference);
  await payments.getByRole('button', { name: 'List payments' }).click();
  await expect(toasts(admin)).toContainText('List Payments Succeeded');
  await expect(exchange(payments).request).toContainText(`search=${sentReference}`);
  await expect(exchange(payments).response).toContainText(
    `"merchant_payment_reference": "${sentReference}"`,
  );
});

test('List Customers and List Orders send the chosen filters', async ({ admin }) => {
  const customers = await openTest(admin, 'List Customers');
  await expect(admin.getByRole('combobox', { name: 'Sort by' })).toHaveText('Last name (A–Z)');
  await expect(admin.getByRole('combobox', { name: 'Per page' })).toHaveText('10');
  await choose(admin, 'Per page', '5');
  await choose(admin, 'Sort by', 'First name (Z–A)');
  await customers.getByRole('button', { name: 'List customers' }).click();
  await expect(toasts(admin)).toContainText('List Customers Succeeded');
  const customerRequest = exchange(customers).request;
  await expect(customerRequest).toContainText('sandbox://v2/customers?');
  await expect(customerRequest).toContainText('sort=first_name_desc');
  await expect(customerRequest).toContainText('per_page=5');
  await expect(exchange(customers).response).toContainText('"per_page": 5');

  const orders = await openTest(admin, 'List Orders');
  await expect(admin.getByRole('combobox', { name: 'Sort by' })).toHaveText('Newest first');
  await orders.getByLabel('Start date').fill('2025-03-02');
  await orders.getByLabel('End date').fill('2025-03-01');
  await orders.getByRole('button', { name: 'List orders' }).click();
  await expect(orders.getByText('The end date must be on or after the start date')).toBeVisible();

  await orders.getByLabel('End date').fill('2099-12-31');
  await choose(admin, 'Per page', '5');
  await choose(admin, 'Sort by', 'Amount (high to low)');
  await orders.getByRole('button', { name: 'List orders' }).click();
  await expect(toasts(admin)).toContainText('List Orders Succeeded');
  const orderRequest = exchange(orders).request;
  await expect(orderRequest).toContainText('sandbox://v2/orders?');
  await expect(orderRequest).toContainText('sort=amount_desc');
  await expect(orderRequest).toContainText('start_date=2025-03-02');
  await expect(orderRequest).toContainText('end_date=2099-12-31');
  await expect(orderRequest).toContainText('per_page=5');
});

test('List Payments can filter by status and sort by it', async ({ admin }) => {
  const payments = await openTest(admin, 'List Payments');
  await choose(admin, 'Status', 'completed');
  await choose(admin, 'Sort by', 'Status (A–Z)');
  await payments.getByRole('button', { name: 'List payments' }).click();
  await expect(toasts(admin)).toContainText('List Payments Succeeded');
  await expect(exchange(payments).request).toContainText('status=completed');
  await expect(exchange(payments).request).toContainText('sort=status_asc');
});

test('Supported Banks shows the banks and their status', async ({ admin }) => {
  const panel = await openTest(admin, 'Supported Banks');
  await panel.getByRole('button', { name: 'Get supported banks' }).click();
  await expect(toasts(admin)).toContainText('Supported Banks Succeeded');
  const banks = panel.getByRole('list', { name: 'Supported banks' });
  await expect(banks.getByRole('listitem').first()).toBeVisible();
  await expect(banks.getByRole('listitem').filter({ hasText: 'Northern Test Bank' })).toContainText(
    'online',
  );
  await expect(exchange(panel).request).toContainText('sandbox://v2/supported-banks');
  await expect(exchange(panel).response).toContainText('"bank_name": "Northern Test Bank"');
});
