import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import { signUpThroughApi } from '#test-support/e2e-customers';

// The back office opens on Orders; each order has a view of its own, opened from the table;
// the table fits a 1280 px screen. The VAT number (so confirming invoices) and online
// payments are switched on for this file and off again afterwards, as the other specs expect.
base.describe.configure({ mode: 'serial', timeout: 60_000 });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let adminState: StorageState;
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const email = `order-view-${unique}@northern-estates.example.co.uk`;
let orderId: number;

const test = base.extend<{ admin: Page }>({
  /** A page signed in to the back office at its hidden path, with no fragment. */
  admin: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({
      baseURL,
      storageState: adminState,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(E2E_ADMIN_PATH);
    await use(page);
    await context.close();
  },
});

async function adminSettings(browser: Browser, baseURL: string | undefined, data: object[]) {
  const context = await browser.newContext({ baseURL, storageState: adminState });
  const saved = await context.request.patch('/api/settings', { data });
  expect(saved.ok()).toBe(true);
  await context.close();
}

test.beforeAll(async ({ browser, baseURL }) => {
  adminState = await e2eAdminState(browser, baseURL);
  await adminSettings(browser, baseURL, [
    { key: 'vat_number', value: 'GB 123 4567 89' },
    { key: 'payments_enabled', value: 'true' },
  ]);
  // A customer's order with a long name, company and email (the widest a row gets), confirmed
  // (so invoiced), with a Pay Now started.
  const customer = await browser.newContext({ baseURL });
  const customerId = await signUpThroughApi(customer.request, baseURL, {
    email,
    firstName: 'Margaret',
    lastName: 'Fothergill-Smythe',
  });
  const placed = await customer.request.post('/api/orders', {
    data: guestOrder({
      customerId,
      firstName: 'Margaret',
      lastName: 'Fothergill-Smythe',
      email,
      companyName: 'Northern Estates and Country Holdings Ltd',
      phone: '01632 960444',
      delivery: { form: 'blown', accessNotes: 'Gate code 4512' },
    }),
  });
  expect(placed.status()).toBe(201);
  orderId = ((await placed.json()) as { id: number }).id;
  const admin = await browser.newContext({ baseURL, storageState: adminState });
  const confirmed = await admin.request.patch(`/api/orders/${orderId}/status`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);
  await admin.close();
  const paying = await customer.request.post(`/api/orders/${orderId}/payment`, { data: {} });
  expect(paying.status()).toBe(200);
  await customer.close();
});

test.afterAll(async ({ browser, baseURL }) => {
  await adminSettings(browser, baseURL, [
    { key: 'vat_number', value: '' },
    { key: 'payments_enabled', value: 'false' },
  ]);
});

async function expectNoSidewaysScroll(page: Page, box: Locator) {
  const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, 'the box scrolls sideways').toBeLessThanOrEqual(0);
  const page_ = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(page_, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('the back office opens on Orders; the Dashboard is a tab of its own', async ({ admin }) => {
  await expect(admin.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByRole('table', { name: 'Orders' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(admin).toHaveURL(/#dashboard$/);
  await admin.reload();
  await expect(admin.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('at 1280 px the Orders table has no sideways scrolling', async ({ admin }) => {
  const table = admin.getByRole('table', { name: 'Orders' });
  await admin.getByRole('combobox', { name: 'Rows per page' }).click();
  await admin.getByRole('option', { name: '50', exact: true }).click();
  await expect(table.getByRole('link', { name: `View order #${orderId}` })).toBeVisible();
  // The scroll container is the region around the table (ui/table.tsx).
  await expectNoSidewaysScroll(admin, admin.getByRole('region', { name: 'Orders' }));
  // Every column, the actions last, inside the screen.
  const actions = table.getByRole('button', { name: `Resend email for order ${orderId}` });
  const box = await actions.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  await admin.getByRole('combobox', { name: 'Rows per page' }).click();
  await admin.getByRole('option', { name: '10', exact: true }).click();
});

test("the order's view, opened from the table, shows the customer, money, documents and history", async ({
  admin,
}) => {
  await admin.getByLabel('Search orders').fill(email);
  const row = admin.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await expect(row).toContainText('To be scheduled');
  await row.getByRole('link', { name: `View order #${orderId}` }).click();
  await expect(admin).toHaveURL(new RegExp(`#orders/${orderId}$`));

  const view = admin.getByRole('article', { name: `Order #${orderId}` });
  await expect(view.getByRole('heading', { name: `Order #${orderId}` })).toBeFocused();
  const customer = view.getByRole('region', { name: 'Customer' });
  await expect(customer).toContainText('Margaret Fothergill-Smythe');
  await expect(customer).toContainText('Northern Estates and Country Holdings Ltd');
  await expect(customer).toContainText(email);
  await expect(customer).toContainText('01632 960444');
  await expect(customer).toContainText('Customer Account');

  const delivery = view.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('12 Station Road');
  await expect(delivery).toContainText('To be scheduled');
  await expect(delivery).toContainText('Gate code 4512');

  // 2 t at £289.00 with 5% VAT: nothing received yet, so all of it is due.
  const money = view.getByRole('region', { name: 'Money' });
  await expect(money).toContainText('£578.00');
  await expect(money).toContainText('£28.90');
  await expect(money).toContainText('£606.90');
  await expect(money.getByTestId('order-balance')).toHaveText('£606.90');
  await expect(money).toContainText('Balance due');

  const documents = view.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText(/Invoice \d{6}/);
  await expect(documents.getByRole('link', { name: /^Download invoice \d{6}/ })).toHaveAttribute(
    'href',
    /^\/api\/invoices\/\d+\/pdf$/,
  );

  const payments = view.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('Online payment attempts');
  await expect(payments).toContainText('£606.90');
  await expect(payments).toContainText('pending');

  const history = view.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Created');
  await expect(history).toContainText('Status: pending → confirmed');
  await expect(history).toContainText(/Invoice \d{6} issued/);
  await expectNoSidewaysScroll(admin, view);

  // The status changes from the view, which then shows the change in its history.
  await view.getByRole('combobox', { name: `Status of order ${orderId}` }).click();
  await admin.getByRole('option', { name: 'pending' }).click();
  await expect(history).toContainText('Status: confirmed → pending');
  await view.getByRole('combobox', { name: `Status of order ${orderId}` }).click();
  await admin.getByRole('option', { name: 'confirmed' }).click();
  await expect(history).toContainText('Status: pending → confirmed');

  // The browser's Back returns to the list as it was, focused on the order's link.
  await admin.goBack();
  await expect(view).toBeHidden();
  await expect(admin.getByLabel('Search orders')).toHaveValue(email);
  await expect(row.getByRole('link', { name: `View order #${orderId}` })).toBeFocused();
  await admin.goForward();
  await expect(view).toBeVisible();
});

test("an order's view can be linked, and says so when the order does not exist", async ({
  admin,
}) => {
  await admin.goto(`${E2E_ADMIN_PATH}#orders/${orderId}`);
  const view = admin.getByRole('article', { name: `Order #${orderId}` });
  await expect(view.getByRole('region', { name: 'Customer' })).toContainText(email);
  await expect(admin.getByRole('table', { name: 'Orders' })).toBeHidden();
  // Opened by its link, the view's Back button stays in the back office.
  await view.getByRole('button', { name: 'Back to orders' }).click();
  await expect(admin).toHaveURL(/#orders$/);
  await expect(admin.getByRole('table', { name: 'Orders' })).toBeVisible();

  await admin.goto(`${E2E_ADMIN_PATH}#orders/987654321`);
  await expect(admin.getByRole('alert')).toContainText('Could not load order #987654321');
  await expect(admin.getByRole('alert')).toContainText('Order not found');
});

test("on a phone the order's view and the orders list fit the screen", async ({ admin }) => {
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.getByLabel('Search orders').fill(email);
  const link = admin.getByRole('link', { name: `View order #${orderId}` });
  await expectNoSidewaysScroll(admin, admin.getByRole('region', { name: 'Orders' }));
  await link.click();
  const view = admin.getByRole('article', { name: `Order #${orderId}` });
  await expect(view.getByRole('region', { name: 'History' })).toContainText('Created');
  await expectNoSidewaysScroll(admin, view);
});

const SHOTS = process.env.ORDER_VIEW_SHOTS_DIR;

test("revoking an order's links asks first, then says so and is in the audit log", async ({
  admin,
  browser,
  baseURL,
}) => {
  await admin.goto(`${E2E_ADMIN_PATH}#orders/${orderId}`);
  const view = admin.getByRole('article', { name: `Order #${orderId}` });
  await view.getByRole('button', { name: 'Revoke links' }).click();
  const dialog = admin.getByRole('dialog', { name: `Revoke links for order #${orderId}?` });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await view.getByRole('button', { name: 'Revoke links' }).click();
  for (const width of SHOTS ? [390, 1280] : []) {
    await admin.setViewportSize({ width, height: 844 });
    await admin.screenshot({ path: `${SHOTS}/revoke-links-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Revoke links' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    admin.getByRole('region', { name: 'Notifications (F8)' }).getByText('Links revoked'),
  ).toBeVisible();

  const context = await browser.newContext({ baseURL, storageState: adminState });
  const audit = await context.request.get(
    `/api/admin/audit?action=order.links_revoked&entityId=${orderId}`,
  );
  expect(((await audit.json()) as { items: unknown[] }).items).toHaveLength(1);
  await context.close();
});
