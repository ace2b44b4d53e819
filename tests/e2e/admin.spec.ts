import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

import type { CurrentCustomer } from '#shared/schemas/customers';
import { e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import type { Order } from '#shared/schemas/orders';

// The back office at the hidden path (playwright.config.ts sets ADMIN_PATH and the password).
// Every test but the gate's shares one admin session, so the sign-in rate limit is never hit.
const ADMIN_PATH = '/e2e-admin-path-0123456789';
const ADMIN_PASSWORD = 'e2e-admin-password';
const CUSTOMER_PASSWORD = 'correct horse battery';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let adminState: StorageState;
let shopper: { email: string; firstName: string; lastName: string; state: StorageState };

const test = base.extend<{ admin: Page; customerPage: Page }>({
  /** A page signed in to the back office, at the Orders tab. */
  admin: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, storageState: adminState });
    const page = await context.newPage();
    await page.goto(`${ADMIN_PATH}#orders`);
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await use(page);
    await context.close();
  },
  /** A page signed in as the registered customer of this file. */
  customerPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, storageState: shopper.state });
    await use(await context.newPage());
    await context.close();
  },
});

async function newContextPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test.beforeAll(async ({ browser, baseURL }) => {
  adminState = await e2eAdminState(browser, baseURL);

  const customerPage = await newContextPage(browser, baseURL);
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const details = { firstName: 'Grace', lastName: `Hopper${unique}` };
  const email = `admin-e2e-${unique}@example.com`;
  const registered = await customerPage.request.post('/api/customers/register', {
    data: {
      ...details,
      email,
      password: CUSTOMER_PASSWORD,
      confirmPassword: CUSTOMER_PASSWORD,
      companyName: 'Hopper Heating Ltd',
      phone: '01632 960555',
    },
  });
  expect(registered.status()).toBe(201);
  shopper = { ...details, email, state: await customerPage.context().storageState() };
  await customerPage.context().close();
});

/** The toasts; a modal dialog hides the rest of the page from the accessibility tree. */
function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true });
}

async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const region = toasts(page);
  await expect(region).toContainText(title);
  if (description) await expect(region).toContainText(description);
}

/** Doncaster as seeded, ordered for a heating company: 2 t at £289.00 + 5% VAT = £606.90. */
const doncasterOrder = (person: { email: string; firstName: string; lastName: string }) =>
  guestOrder({
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    companyName: 'Hopper Heating Ltd',
    phone: '01632 960555',
    addressLine1: '12 Foxhills Road',
  });

async function placeCustomerOrder(page: Page): Promise<Order> {
  const response = await page.request.post('/api/orders', { data: doncasterOrder(shopper) });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The orders table narrowed to one email, and the row of one order. */
async function findOrderRow(page: Page, email: string, orderId: number) {
  await page.getByLabel('Search orders').fill(email);
  const row = page.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await expect(row).toBeVisible();
  return row;
}

test('the hidden path asks for the password; a wrong one is refused', async ({ page }) => {
  await page.goto(ADMIN_PATH);
  const password = page.getByLabel('Admin password');
  await expect(password).toBeVisible();
  await expect(page).toHaveTitle(/Admin/);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();

  await password.fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Access Denied', 'Invalid password');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveCount(0);

  await password.fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Access Granted', 'Welcome to the admin panel');
  for (const tab of [
    'Dashboard',
    'Orders',
    'Customers',
    'Regional Pricing',
    'Payments',
    'Settings',
  ]) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  // Spec section 2: the tabs open on Orders, the first of them; the Dashboard is a tab.
  await expect(page.getByRole('tab').first()).toHaveText('Orders');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
    'aria-selected',
    'false',
  );

  // The session survives a reload; Logout returns to the gate and ends it.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Admin password')).toBeVisible();
  expect((await page.request.get('/api/admin/check-auth')).status()).toBe(401);
});

test('a status set in the admin shows in the customer order history', async ({
  admin,
  customerPage,
}) => {
  const order = await placeCustomerOrder(customerPage);
  const row = await findOrderRow(admin, shopper.email, order.id);
  await expect(row).toContainText(`${shopper.firstName} ${shopper.lastName}`);
  await expect(row).toContainText('Hopper Heating Ltd');
  await expect(row).toContainText('Doncaster');
  await expect(row).toContainText('2 tonnes');
  await expect(row).toContainText('£606.90');
  await expect(row).toContainText('Customer Account');

  await row.getByRole('combobox', { name: `Status of order ${order.id}` }).click();
  await admin.getByRole('option', { name: 'confirmed' }).click();
  // The e2e shop has no VAT number: the toast says the order got no invoice, and why.
  await expectToast(
    admin,
    'Status Updated',
    `Order #${order.id} is confirmed. No VAT invoice was issued: the VAT registration number is not set in Settings.`,
  );
  await expect(row.getByRole('combobox')).toContainText('confirmed');

  const orders = await customerPage.request.get('/api/customers/orders');
  const mine = ((await orders.json()) as Order[]).find((o) => o.id === order.id);
  expect(mine?.status).toBe('confirmed');

  await customerPage.goto('/account');
  await customerPage.getByRole('tab', { name: 'Order History' }).click();
  await expect(customerPage.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  await expect(customerPage.getByRole('tabpanel')).toContainText('confirmed');
});

test('a custom price set in the admin prices the shop for that customer', async ({
  admin,
  customerPage,
}) => {
  await openTab(admin, 'Customers');
  await admin.getByLabel('Search customers').fill(shopper.email);
  const name = `${shopper.firstName} ${shopper.lastName}`;
  const row = admin.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(shopper.email);
  await expect(row).toContainText('5% Reduced Rate');
  await expect(row).toContainText('Standard');

  await row.getByRole('button', { name: `Set custom pricing for ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Set custom pricing' });
  await dialog.getByLabel('Custom price (£ per tonne)').fill('250');
  await dialog.getByLabel('Note').fill('Loyal customer rate');
  await dialog.getByRole('button', { name: 'Save pricing' }).click();
  await expectToast(admin, 'Pricing Updated', `${name} now pays £250.00 per tonne.`);
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('£250.00/t');
  await expect(row).toContainText('Active');

  await customerPage.goto('/');
  await customerPage.getByLabel('Quantity (tonnes)').fill('2');
  await customerPage.getByLabel('Delivery postcode').fill('DN15 8QA');
  await customerPage.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(customerPage.getByTestId('estimate-unit-price')).toHaveText('£250.00');
  await expect(customerPage.getByTestId('estimate-total')).toHaveText('£525.00');

  // The server prices an order at the custom price too: 2 t x £250 + 5% VAT = £525.00.
  const priced = await customerPage.request.post('/api/orders', {
    data: { ...doncasterOrder(shopper), unitPrice: '250.00', totalPrice: '525.00' },
  });
  expect(priced.status()).toBe(201);
  expect(((await priced.json()) as Order).unitPrice).toBe('250.00');
});

test("a customer's VAT rate is chosen in its dialog and shows in their row", async ({ admin }) => {
  await openTab(admin, 'Customers');
  await admin.getByLabel('Search customers').fill(shopper.email);
  const name = `${shopper.firstName} ${shopper.lastName}`;
  const row = admin.getByRole('row', { name: new RegExp(name) });
  const dialog = admin.getByRole('dialog', { name: 'Edit VAT rate' });

  const setRate = async (option: string) => {
    await row.getByRole('button', { name: `Edit VAT rate of ${name}` }).click();
    await dialog.getByRole('combobox', { name: 'VAT rate' }).click();
    await admin.getByRole('option', { name: option }).click();
    await dialog.getByRole('button', { name: 'Save VAT rate' }).click();
    await expect(dialog).toBeHidden();
  };

  await setRate('20% Standard Rate');
  await expectToast(admin, 'VAT Rate Updated', `${name} now pays 20% VAT (Standard Rate).`);
  await expect(row).toContainText('20% Standard Rate');
  // The other tests expect the default rate.
  await setRate('5% Reduced Rate');
  await expect(row).toContainText('5% Reduced Rate');
});

test('custom prices near or past their end are flagged, and an empty price removes it', async ({
  admin,
}) => {
  await openTab(admin, 'Customers');
  await admin.getByLabel('Search customers').fill(shopper.email);
  const name = `${shopper.firstName} ${shopper.lastName}`;
  const row = admin.getByRole('row', { name: new RegExp(name) });
  const dialog = admin.getByRole('dialog', { name: 'Set custom pricing' });
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  const setPricing = async (price: string, validTo: string) => {
    await row.getByRole('button', { name: `Set custom pricing for ${name}` }).click();
    await dialog.getByLabel('Custom price (£ per tonne)').fill(price);
    await dialog.getByLabel('Valid to').fill(validTo);
    await dialog.getByRole('button', { name: 'Save pricing' }).click();
    await expect(dialog).toBeHidden();
  };

  await setPricing('240', day(3));
  await expect(row.getByText(/^Expires /)).toBeVisible();
  await setPricing('240', day(-1));
  await expect(row.getByText('EXPIRED', { exact: true })).toBeVisible();
  await setPricing('', '');
  await expectToast(admin, 'Pricing Updated', `Custom pricing removed for ${name}.`);
  await expect(row).toContainText('Standard');

  const listed = (await (
    await admin.request.get(`/api/customers?search=${shopper.email}`)
  ).json()) as {
    items: CurrentCustomer[];
  };
  expect(listed.items[0]?.customPrice).toBeNull();
});

test("orders: the order's view shows its history; edit, resend and link from it", async ({
  admin,
  customerPage,
  request,
}) => {
  // A guest's order: edited, emailed again, then linked to the registered customer.
  const guest = { email: shopper.email, firstName: 'Guest', lastName: 'Buyer' };
  const placed = await request.post('/api/orders', { data: doncasterOrder(guest) });
  expect(placed.status()).toBe(201);
  const guestOrder = (await placed.json()) as Order;
  const row = await findOrderRow(admin, shopper.email, guestOrder.id);
  await expect(row).toContainText('Guest');

  await row.getByRole('link', { name: `View order #${guestOrder.id}` }).click();
  const view = admin.getByRole('article', { name: `Order #${guestOrder.id}` });
  const history = view.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Created');
  // The confirmation email, from the outbox: sent by now, or about to be.
  await expect(history.getByRole('listitem').filter({ hasText: shopper.email })).toContainText(
    /Email (queued|sent)/,
  );

  await view.getByRole('button', { name: 'Edit order' }).click();
  const edit = admin.getByRole('dialog', { name: `Edit order #${guestOrder.id}` });
  await expect(edit.getByLabel('First name')).toHaveValue('Guest');
  await edit.getByLabel('First name').fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('First name is required')).toBeVisible();
  await edit.getByLabel('First name').fill('Guest');
  await edit.getByLabel('Phone').fill('01632 960999');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(admin, 'Order Updated');
  await expect(edit).toBeHidden();
  // The view reads the order again: the new phone, and the edit in its history.
  await expect(view.getByRole('region', { name: 'Customer' })).toContainText('01632 960999');
  await expect(history).toContainText('01632 960555 → 01632 960999');

  await view.getByRole('button', { name: 'Resend email' }).click();
  const resend = admin.getByRole('dialog', { name: `Resend email for order #${guestOrder.id}` });
  await resend.getByRole('radio', { name: /Admin/ }).check();
  await resend.getByRole('button', { name: 'Send email' }).click();
  await expectToast(admin, 'Email Sent');
  await expect(history).toContainText(/Recipient: — → \S+@/);

  const me = (await (
    await customerPage.request.get('/api/customers/me')
  ).json()) as CurrentCustomer;
  await view.getByRole('button', { name: 'Link to customer' }).click();
  const link = admin.getByRole('dialog', { name: `Link order #${guestOrder.id} to a customer` });
  await link.getByLabel('Customer ID').fill('abc');
  await link.getByRole('button', { name: 'Link order' }).click();
  await expectToast(admin, 'Invalid Customer ID', 'Please enter a valid customer ID.');
  await link.getByLabel('Customer ID').fill('99999999');
  await link.getByRole('button', { name: 'Link order' }).click();
  await expectToast(admin, 'Association Failed', 'Customer not found');
  await link.getByLabel('Customer ID').fill(String(me.id));
  await link.getByRole('button', { name: 'Link order' }).click();
  await expectToast(admin, 'Order Linked');
  await expect(view.getByRole('region', { name: 'Customer' })).toContainText(`Customer #${me.id}`);

  // Back returns to the list as it was left, the order's link focused, the link shown.
  await view.getByRole('button', { name: 'Back to orders' }).click();
  await expect(row.getByRole('link', { name: `View order #${guestOrder.id}` })).toBeFocused();
  await expect(row).toContainText('Customer Account');
  await expect(admin.getByLabel('Search orders')).toHaveValue(shopper.email);
});

test('orders: the row actions still edit, resend and link without opening the view', async ({
  admin,
  request,
}) => {
  const placed = await request.post('/api/orders', {
    data: doncasterOrder({ email: shopper.email, firstName: 'Row', lastName: 'Actions' }),
  });
  const order = (await placed.json()) as Order;
  const row = await findOrderRow(admin, shopper.email, order.id);

  await row.getByRole('button', { name: `Edit order ${order.id}` }).click();
  const edit = admin.getByRole('dialog', { name: `Edit order #${order.id}` });
  await edit.getByLabel('Phone').fill('01632 960777');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(admin, 'Order Updated');
  await expect(edit).toBeHidden();

  await row.getByRole('button', { name: `Resend email for order ${order.id}` }).click();
  const resend = admin.getByRole('dialog', { name: `Resend email for order #${order.id}` });
  await resend.getByRole('button', { name: 'Send email' }).click();
  await expectToast(admin, 'Email Sent');

  await row.getByRole('button', { name: `Link order ${order.id} to a customer` }).click();
  await expect(
    admin.getByRole('dialog', { name: `Link order #${order.id} to a customer` }),
  ).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(admin.getByRole('table', { name: 'Orders' })).toBeVisible();
});

test('orders list: search, page size and paging', async ({ admin }) => {
  const pager = admin.getByRole('navigation', { name: 'orders pages' });
  await expect(pager.getByRole('combobox', { name: 'Rows per page' })).toHaveText('10');
  await pager.getByRole('combobox', { name: 'Rows per page' }).click();
  await expect(admin.getByRole('option')).toHaveText(['5', '10', '25', '50']);
  await admin.getByRole('option', { name: '5', exact: true }).click();
  await expect(pager).toContainText(/Page 1 of \d+/);
  const rows = admin.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  await expect.poll(() => rows.count()).toBeLessThanOrEqual(5);

  await admin.getByLabel('Search orders').fill('no-such-customer-anywhere');
  await expect(admin.getByText('No orders found.')).toBeVisible();
  await expect(pager).toContainText('No orders');

  // The page size is kept for the next visit.
  await admin.reload();
  await expect(pager.getByRole('combobox', { name: 'Rows per page' })).toHaveText('5');
});

test('orders list: filters (the delivery status too), company and postcode, several orders confirmed in one action', async ({
  admin,
  customerPage,
}) => {
  const first = await placeCustomerOrder(customerPage);
  const second = await placeCustomerOrder(customerPage);
  const table = admin.getByRole('table', { name: 'Orders' });
  const row = (order: Order) => table.getByRole('row', { name: new RegExp(`#${order.id}\\b`) });

  await admin.getByLabel('Search orders').fill(shopper.email);
  // The row names the company and where the order goes; the phone is on the order's view.
  await expect(row(second)).toContainText('Hopper Heating Ltd');
  await expect(row(second)).toContainText('DN15 8QA');
  await expect(row(second)).toContainText('Not planned');

  const chooseFilter = async (label: string, option: string) => {
    await admin.getByRole('combobox', { name: label }).click();
    await admin.getByRole('option', { name: option, exact: true }).click();
  };
  await chooseFilter('Order status', 'cancelled');
  await expect(row(first)).toBeHidden();
  await chooseFilter('Order status', 'pending');
  await expect(row(first)).toBeVisible();

  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  await admin.getByLabel('Placed from').fill(today);
  await admin.getByLabel('Placed to').fill('2020-01-01');
  await expect(admin.getByText('The first day must not be after the last day')).toBeVisible();
  await admin.getByLabel('Placed to').fill(today);
  await expect(row(second)).toBeVisible();

  await row(first)
    .getByRole('checkbox', { name: `Select order ${first.id}` })
    .click();
  await row(second)
    .getByRole('checkbox', { name: `Select order ${second.id}` })
    .click();
  const bulk = admin.getByRole('region', { name: 'Change the chosen orders' });
  await expect(bulk).toContainText('2 orders selected');
  await bulk.getByRole('combobox', { name: 'New status' }).click();
  await admin.getByRole('option', { name: 'confirmed', exact: true }).click();
  await bulk.getByRole('button', { name: 'Change 2 orders' }).click();
  const [low, high] = [first.id, second.id].sort((a, b) => a - b);
  await expectToast(
    admin,
    'Status Updated',
    `Orders #${low} and #${high} are confirmed. No VAT invoice was issued: the VAT registration number is not set in Settings.`,
  );
  await expect(bulk).toBeHidden();

  // Still filtered to pending: both have left the list; as confirmed they are back.
  await expect(row(first)).toBeHidden();
  await chooseFilter('Order status', 'confirmed');
  await expect(row(first)).toBeVisible();
  await expect(row(second)).toBeVisible();
  await expect(row(second)).toContainText('To be scheduled');

  // By the delivery's status: both wait to be scheduled, neither is delivered yet.
  await chooseFilter('Delivery status', 'Delivered');
  await expect(row(first)).toBeHidden();
  await expect(admin.getByText('No orders found.')).toBeVisible();
  await chooseFilter('Delivery status', 'To be scheduled');
  await expect(row(first)).toBeVisible();
  await expect(row(second)).toBeVisible();
  await admin.getByRole('button', { name: 'Clear filters' }).click();
  await expect(admin.getByLabel('Placed from')).toHaveValue('');
});

test('regional pricing: edit, export, import with errors, delete needs confirming', async ({
  admin,
  page,
}) => {
  await openTab(admin, 'Regional Pricing');
  const table = admin.getByRole('table', { name: 'Regions' });
  const aberdeen = table.getByRole('row', { name: /Aberdeen/ });
  await expect(aberdeen).toContainText('£315.00');

  // Edit: required fields, then a saved change (put back afterwards).
  await aberdeen.getByRole('button', { name: 'Edit Aberdeen' }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit Aberdeen' });
  await edit.getByLabel('Country').fill('');
  await edit.getByRole('button', { name: 'Save region' }).click();
  await expect(edit.getByText('Country is required')).toBeVisible();
  await edit.getByLabel('Country').fill('Scotland');
  await edit.getByLabel('Wholesale (10+ t)').fill('316');
  await edit.getByRole('button', { name: 'Save region' }).click();
  await expectToast(admin, 'Region Updated');
  await expect(aberdeen).toContainText('£316.00');
  await aberdeen.getByRole('button', { name: 'Edit Aberdeen' }).click();
  await edit.getByLabel('Wholesale (10+ t)').fill('315');
  await edit.getByRole('button', { name: 'Save region' }).click();
  await expect(aberdeen).toContainText('£315.00');

  // Export.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('regions-export.csv');
  await expectToast(admin, 'Export Complete');

  // Only .csv files are sent.
  const fileInput = admin.getByLabel('CSV file of regions to import');
  await fileInput.setInputFiles({
    name: 'regions.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expectToast(admin, 'Import Failed', 'Please choose a .csv file.');

  // Delete all only after confirming: cancelling keeps every region.
  await admin.getByRole('button', { name: 'Delete all regions' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Delete all regions?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(aberdeen).toBeVisible();

  // Import: Belfast enabled, and a bad row reported. The coverage page follows.
  const header = 'name,country,postcodePrefix,singlePrice,bulkPrice,wholesalePrice,enabled';
  const belfast = (enabled: boolean) =>
    `Belfast,Northern Ireland,BT,322.00,308.00,294.00,${enabled}`;
  const csv = (...rows: string[]) => Buffer.from([header, ...rows].join('\n'));
  const belfastOnCoverage = () =>
    page
      .getByRole('table', { name: 'Delivery regions in Northern Ireland' })
      .getByRole('row', { name: /Belfast/ });

  await page.goto('/coverage');
  await expect(belfastOnCoverage()).toContainText('Contact us for options');
  try {
    await fileInput.setInputFiles({
      name: 'regions.csv',
      mimeType: 'text/csv',
      buffer: csv(belfast(true), 'Nowhere,England,ZZ,not-a-price,1.00,1.00,true'),
    });
    await expectToast(admin, 'Import Completed with Errors', /1 region imported/);
    await expect(admin.getByRole('region', { name: '1 row was not imported' })).toContainText(
      /Row \d+:/,
    );
    await expect(table.getByRole('row', { name: /Belfast/ })).toContainText('Enabled');

    await page.reload();
    await expect(belfastOnCoverage()).toContainText('Delivery Available');
  } finally {
    await fileInput.setInputFiles({
      name: 'regions.csv',
      mimeType: 'text/csv',
      buffer: csv(belfast(false)),
    });
    await expectToast(admin, 'Import Successful', '1 region imported (0 created, 1 updated).');
  }
  await expect(table.getByRole('row', { name: /Belfast/ })).toContainText('Disabled');
  await page.reload();
  await expect(belfastOnCoverage()).toContainText('Contact us for options');
});

test('settings: both emails required; payments can be switched on and off', async ({ admin }) => {
  await openTab(admin, 'Settings');
  const serviceEmail = admin.getByLabel('Customer service email');
  const ordersEmail = admin.getByLabel('New orders email');
  const payments = admin.getByRole('switch', { name: 'Payments enabled' });
  await expect(serviceEmail).not.toHaveValue('');
  const original = {
    service: await serviceEmail.inputValue(),
    orders: await ordersEmail.inputValue(),
  };
  const save = admin.getByRole('button', { name: 'Save settings' });

  await serviceEmail.fill('');
  await ordersEmail.fill('not-an-email');
  await save.click();
  await expect(admin.getByText('Customer service email is required')).toBeVisible();
  await expect(admin.getByText('Please enter a valid email address')).toBeVisible();

  await serviceEmail.fill('help@example.com');
  await ordersEmail.fill('orders-desk@example.com');
  await expect(payments).toHaveAttribute('aria-checked', 'false');
  await payments.click();
  await save.click();
  await expectToast(admin, 'Settings Saved');

  await admin.reload();
  await expect(admin.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(serviceEmail).toHaveValue('help@example.com');
  await expect(ordersEmail).toHaveValue('orders-desk@example.com');
  await expect(payments).toHaveAttribute('aria-checked', 'true');

  // Put the shop back as the other tests expect it.
  await serviceEmail.fill(original.service);
  await ordersEmail.fill(original.orders);
  await payments.click();
  await save.click();
  await expectToast(admin, 'Settings Saved');
  await expect(payments).toHaveAttribute('aria-checked', 'false');
});
