import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

import { readOutbox } from '#test-support/e2e-outbox';

// Online payment with the built-in sandbox provider: a customer orders, the back office confirms
// the order and switches payments on, the customer pays on the sandbox's hosted page (opened in
// a new tab) and comes back to the account. One customer and one admin session serve the file
// (the server limits registrations and admin sign-ins per minute).
const ADMIN_PATH = '/e2e-admin-path-0123456789';
const ADMIN_PASSWORD = 'e2e-admin-password';
const CUSTOMER_PASSWORD = 'correct horse battery';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let adminState: StorageState;
let shopper: { email: string; state: StorageState };

const test = base.extend<{ admin: Page; customer: Page }>({
  /** A page signed in to the back office, at the Orders tab. */
  admin: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, storageState: adminState });
    const page = await context.newPage();
    await page.goto(`${ADMIN_PATH}#orders`);
    await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
    await use(page);
    await context.close();
  },
  /** A page signed in as this file's customer. */
  customer: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, storageState: shopper.state });
    await use(await context.newPage());
    await context.close();
  },
});

async function signedInState(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  data: Record<string, string>,
  expectedStatus: number,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post(path, { data });
  expect(response.status()).toBe(expectedStatus);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Through the API, for setting up and putting back; the journeys use the admin screens. */
async function setPaymentsEnabled(browser: Browser, baseURL: string | undefined, on: boolean) {
  const context = await browser.newContext({ baseURL, storageState: adminState });
  const response = await context.request.patch('/api/settings', {
    data: [{ key: 'payments_enabled', value: String(on) }],
  });
  expect(response.ok()).toBe(true);
  await context.close();
}

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async ({ browser, baseURL }) => {
  adminState = await signedInState(
    browser,
    baseURL,
    '/api/admin/authenticate',
    { password: ADMIN_PASSWORD },
    200,
  );
  const email = `payments-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const state = await signedInState(
    browser,
    baseURL,
    '/api/customers/register',
    {
      email,
      password: CUSTOMER_PASSWORD,
      confirmPassword: CUSTOMER_PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: '',
      phone: '01632 960123',
    },
    201,
  );
  shopper = { email, state };
  // The other specs expect the shop as seeded: online payments off.
  await setPaymentsEnabled(browser, baseURL, false);
});

test.afterAll(async ({ browser, baseURL }) => {
  await setPaymentsEnabled(browser, baseURL, false);
});

function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

async function expectToast(page: Page, title: string, description?: string) {
  await expect(notifications(page).getByText(title, { exact: true })).toBeVisible();
  if (description) {
    await expect(notifications(page).getByText(description, { exact: true })).toBeVisible();
  }
}

/** Orders 2 tonnes for a Doncaster postcode at checkout, priced by the shop; the order id. */
async function placeOrder(page: Page): Promise<number> {
  await page.goto('/');
  await page.getByLabel('Quantity (tonnes)').fill('2');
  await page.getByLabel('Delivery postcode').fill('DN15 8QA');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('estimate-total')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
  await page.getByLabel('Address Line 1').fill('12 Foxhills Road');
  await page.getByLabel('City').fill('Scunthorpe');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('DN15 8QA');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmed$/);
  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(number).toMatch(/^#\d+$/);
  return Number(number.slice(1));
}

/** The back office's Orders tab: set one order's status from its row. */
async function setOrderStatus(admin: Page, orderId: number, status: string) {
  await admin.getByLabel('Search orders').fill(shopper.email);
  const row = admin.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await row.getByRole('combobox', { name: `Status of order ${orderId}` }).click();
  await admin.getByRole('option', { name: status }).click();
  // The e2e shop has no VAT number, so a confirmed order gets no invoice, and the toast says so.
  await expectToast(
    admin,
    'Status Updated',
    status === 'confirmed'
      ? `Order #${orderId} is confirmed. No VAT invoice was issued: the VAT registration number is not set in Settings.`
      : `Order #${orderId} is now ${status}.`,
  );
}

/** The customer's order history, opened on the account screen. */
async function openOrderHistory(page: Page) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Order History' }).click();
}

function orderCard(page: Page, orderId: number): Locator {
  return page
    .getByTestId('order-card')
    .filter({ has: page.getByRole('heading', { name: `Order #${orderId}`, exact: true }) });
}

function payNow(card: Locator): Locator {
  return card.getByRole('button', { name: /^Pay Now/ });
}

/** Clicks Pay Now and answers the sandbox page that opens in a new tab. */
async function startPayment(page: Page, orderId: number): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await payNow(orderCard(page, orderId)).click();
  const sandbox = await popup;
  await expect(sandbox).toHaveURL(/\/sandbox-pay\/[\w-]+$/);
  await expect(sandbox.getByRole('heading', { level: 1, name: 'Pay by bank' })).toBeVisible();
  await expect(sandbox.getByRole('note')).toContainText('test mode');
  return sandbox;
}

/**
 * With payments on: a new order of the customer's, confirmed in the back office, and its card in
 * the customer's order history.
 */
async function confirmedOrderCard(pages: {
  admin: Page;
  customer: Page;
  browser: Browser;
  baseURL: string | undefined;
}): Promise<{ orderId: number; card: Locator }> {
  await setPaymentsEnabled(pages.browser, pages.baseURL, true);
  const orderId = await placeOrder(pages.customer);
  await setOrderStatus(pages.admin, orderId, 'confirmed');
  await openOrderHistory(pages.customer);
  return { orderId, card: orderCard(pages.customer, orderId) };
}

/** The subjects of the 'payment received' emails sent for an order, and to whom. */
function paymentEmails(orderId: number, to: string): string[] {
  return readOutbox()
    .map(({ raw }) => raw)
    .filter((raw) => raw.includes(`Payment received - order #${orderId}`) && raw.includes(to));
}

test('a customer pays a confirmed order on the payment page and sees it paid', async ({
  admin,
  customer,
}) => {
  const orderId = await placeOrder(customer);

  // A pending order offers no payment.
  await openOrderHistory(customer);
  const card = orderCard(customer, orderId);
  await expect(card.getByTestId('order-status')).toHaveText('pending');
  await expect(payNow(card)).toHaveCount(0);

  // Confirmed, but payments are still off: still nothing, once the switch has been read.
  await setOrderStatus(admin, orderId, 'confirmed');
  const switchRead = customer.waitForResponse('**/api/payments/enabled');
  await openOrderHistory(customer);
  expect(await (await switchRead).json()).toEqual({ enabled: false });
  await expect(card.getByTestId('order-status')).toHaveText('confirmed');
  await expect(payNow(card)).toHaveCount(0);
  await expect(card.getByText('Payment completed')).toHaveCount(0);

  await admin.getByRole('tab', { name: 'Settings' }).click();
  const paymentsSwitch = admin.getByRole('switch', { name: 'Payments enabled' });
  await expect(paymentsSwitch).toHaveAttribute('aria-checked', 'false');
  await paymentsSwitch.click();
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(admin, 'Settings Saved');

  // The account polls the switch every 10 seconds: Pay Now arrives without a reload.
  await expect(payNow(card)).toBeVisible({ timeout: 15_000 });
  await expect(payNow(card)).toHaveAccessibleName(`Pay Now for order #${orderId}`);
  const total = (await card.getByTestId('order-total').textContent()) ?? '';
  expect(total).toMatch(/^£[\d,]+\.\d{2}$/);

  const sandbox = await startPayment(customer, orderId);
  await expectToast(customer, 'Payment Created');
  await expect(sandbox.getByRole('definition').filter({ hasText: total })).toBeVisible();

  await sandbox.getByRole('radio', { name: 'Northern Test Bank' }).check();
  await sandbox.getByRole('button', { name: 'Approve payment' }).click();

  // Back at the account in that tab, on the order history, the address tidied up.
  await expect(sandbox).toHaveURL(/\/account$/);
  await expectToast(sandbox, 'Payment Completed');
  await expect(sandbox.getByRole('tab', { name: 'Order History' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const paidCard = orderCard(sandbox, orderId);
  await expect(paidCard.getByText('Payment completed', { exact: true })).toBeVisible();
  await expect(paidCard.getByTestId('order-payment-status')).toHaveText('completed');
  await expect(payNow(paidCard)).toHaveCount(0);

  // The first tab reads the orders again when the customer comes back to it. Headless Chromium
  // never takes focus from a tab, so the return is signalled here as a browser would.
  await customer.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(card.getByText('Payment completed', { exact: true })).toBeVisible();
  await expect(payNow(card)).toHaveCount(0);

  // The payment received email is on its way (the outbox worker polls every 2 s).
  await expect
    .poll(() => paymentEmails(orderId, shopper.email).length, {
      timeout: 12_000,
      intervals: [250, 500, 1000],
    })
    .toBeGreaterThan(0);
});

test('a declined payment leaves the order unpaid and Pay Now offers a new attempt', async ({
  admin,
  customer,
  browser,
  baseURL,
}) => {
  const { orderId, card } = await confirmedOrderCard({ admin, customer, browser, baseURL });

  // While the payment is being created the button says so and takes no second click.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await customer.route('**/api/orders/*/payment', async (route) => {
    await held;
    await route.continue();
  });
  const popup = customer.waitForEvent('popup');
  await payNow(card).click();
  await expect(payNow(card)).toHaveAttribute('aria-busy', 'true');
  await expect(payNow(card)).toBeDisabled();
  release();
  const firstAttempt = await popup;
  await customer.unroute('**/api/orders/*/payment');
  await expect(payNow(card)).toBeEnabled();
  await expectToast(customer, 'Payment Created');
  const firstUrl = firstAttempt.url();
  expect(firstUrl).toMatch(/\/sandbox-pay\//);

  await firstAttempt.getByRole('button', { name: 'Decline' }).click();
  await expect(firstAttempt).toHaveURL(/\/account$/);
  await expectToast(firstAttempt, 'Payment Failed');
  const failedCard = orderCard(firstAttempt, orderId);
  await expect(failedCard.getByTestId('order-payment-status')).toHaveText('failed');
  await expect(failedCard.getByText('Payment completed')).toHaveCount(0);

  // A new attempt: a fresh sandbox page, not the declined one.
  const secondAttempt = await startPayment(firstAttempt, orderId);
  expect(secondAttempt.url()).not.toBe(firstUrl);
  await expectToast(firstAttempt, 'Payment Created');
  await expect(secondAttempt.getByRole('button', { name: 'Approve payment' })).toBeEnabled();
  await expect(failedCard.getByTestId('order-payment-status')).toHaveText('pending');
  expect(paymentEmails(orderId, shopper.email)).toEqual([]);
});

test('an order taken back to pending is explained, and its Pay Now goes away', async ({
  admin,
  customer,
  browser,
  baseURL,
}) => {
  const { orderId, card } = await confirmedOrderCard({ admin, customer, browser, baseURL });
  await expect(payNow(card)).toBeVisible();

  // The customer's list is cached for 2 minutes, so it still offers Pay Now.
  await setOrderStatus(admin, orderId, 'pending');
  await payNow(card).click();
  await expectToast(customer, 'Order Not Ready', 'Payment is only available for confirmed orders.');
  await expect(card.getByTestId('order-status')).toHaveText('pending');
  await expect(payNow(card)).toHaveCount(0);
});

test('after the back office changes an order, the account asks for the new amount and the old payment page says it is void', async ({
  admin,
  customer,
  browser,
  baseURL,
}) => {
  const { orderId, card } = await confirmedOrderCard({ admin, customer, browser, baseURL });
  const oldTotal = (await card.getByTestId('order-total').textContent()) ?? '';
  expect(oldTotal).not.toBe('£2,751.00');
  const oldPage = await startPayment(customer, orderId);
  await expect(oldPage.getByRole('definition').filter({ hasText: oldTotal })).toBeVisible();

  // The business changes it to 10 t: Doncaster's wholesale £262.00 a tonne, £2,751.00 with VAT.
  const row = admin.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await row.getByRole('button', { name: `Edit order ${orderId}` }).click();
  const edit = admin.getByRole('dialog', { name: `Edit order #${orderId}` });
  await edit.getByLabel('Quantity (tonnes)').fill('10');
  // The price follows from quantity and region as at checkout: it is worked out, not typed.
  await expect(edit.getByTestId('order-edit-total')).toHaveText('£2,751.00');
  await expect(edit.getByTestId('order-edit-consequences')).toContainText(
    'the open payment attempt is voided.',
  );
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(admin, 'Order Updated');

  // Back on the account, the order shows what is due now, and Pay Now opens a page for it.
  await customer.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(card.getByTestId('order-total')).toHaveText('£2,751.00');
  const newPage = await startPayment(customer, orderId);
  expect(newPage.url()).not.toBe(oldPage.url());
  await expect(
    notifications(customer).getByText(
      'Complete your payment of £2,751.00 in the new tab. This page updates when you come back.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(newPage.getByRole('definition').filter({ hasText: '£2,751.00' })).toBeVisible();

  // The old page, still open in its tab, refuses the payment and says why.
  await oldPage.getByRole('radio', { name: 'Northern Test Bank' }).check();
  await oldPage.getByRole('button', { name: 'Approve payment' }).click();
  await expect(oldPage.getByRole('alert')).toContainText(
    'This payment was cancelled by the shop because the order changed.',
  );
  await oldPage.reload();
  await expect(oldPage.getByRole('heading', { level: 1 })).toHaveText('This payment is cancelled');
  await expect(oldPage.getByRole('button', { name: 'Approve payment' })).toHaveCount(0);
  await expect(card.getByTestId('order-payment-status')).toHaveText('pending');
  expect(paymentEmails(orderId, shopper.email)).toEqual([]);
});
