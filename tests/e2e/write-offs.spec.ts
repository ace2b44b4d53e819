import {
  expect,
  test as base,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

import { ukDate } from '#domain/uk-date';
import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import { signUpThroughApi } from '#test-support/e2e-customers';
import { axeViolations } from '#test-support/axe';
import { shoot } from '#test-support/shoot';

// Write-offs in the back office: a customer's confirmed order, £200.00 of its £606.90 received
// by bank transfer, has the rest written off from the Payments tab; the order then reads as
// settled everywhere, the customer's account included, until the write-off is reversed.
base.describe.configure({ mode: 'serial', timeout: 60_000 });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let adminState: StorageState;
let customerState: StorageState;
const email = `write-off-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
let orderId: number;
const REASON = 'Customer in administration';

const test = base.extend<{ admin: Page; customer: Page }>({
  /** A page signed in to the back office, at 1280 px. */
  admin: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({
      baseURL,
      storageState: adminState,
      viewport: { width: 1280, height: 900 },
    });
    await use(await context.newPage());
    await context.close();
  },
  /** A page signed in as the order's customer. */
  customer: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, storageState: customerState });
    await use(await context.newPage());
    await context.close();
  },
});

test.beforeAll(async ({ browser, baseURL }) => {
  adminState = await e2eAdminState(browser, baseURL);
  const customer = await browser.newContext({ baseURL });
  const customerId = await signUpThroughApi(customer.request, baseURL, {
    email,
    firstName: 'Dorothy',
    lastName: 'Vaughan',
  });
  const placed = await customer.request.post('/api/orders', {
    data: guestOrder({ customerId, firstName: 'Dorothy', lastName: 'Vaughan', email }),
  });
  expect(placed.status()).toBe(201);
  orderId = ((await placed.json()) as { id: number }).id;
  customerState = await customer.storageState();
  await customer.close();

  const admin = await browser.newContext({ baseURL, storageState: adminState });
  const confirmed = await admin.request.patch(`/api/orders/${orderId}/status`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);
  const paid = await admin.request.post(`/api/orders/${orderId}/ledger`, {
    data: {
      kind: 'payment',
      method: 'bank_transfer',
      amount: '200.00',
      movedOn: ukDate(new Date()),
      reference: `WP${orderId}`,
    },
  });
  expect(paid.status()).toBe(201);
  await admin.close();
});

const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true });

/** The order's row in the Payments tab's ledger, the list searched for it. */
async function ledgerRow(admin: Page): Promise<Locator> {
  await admin.goto(E2E_ADMIN_PATH);
  await admin.getByRole('tab', { name: 'Payments', exact: true }).click();
  await expect(admin.getByRole('tab', { name: 'Ledger' })).toHaveAttribute('aria-selected', 'true');
  await admin.getByLabel('Search').fill(email);
  const row = admin.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await expect(row).toBeVisible();
  return row;
}

/** The order's view in the back office. */
async function orderView(admin: Page): Promise<Locator> {
  await admin.goto(`${E2E_ADMIN_PATH}#orders/${orderId}`);
  const view = admin.getByRole('article', { name: `Order #${orderId}` });
  await expect(view.getByRole('region', { name: 'Customer' })).toContainText(email);
  return view;
}

/** The order's card in the customer's order history. */
async function accountCard(customer: Page): Promise<Locator> {
  await customer.goto('/account');
  await customer.getByRole('tab', { name: 'Order History' }).click();
  const card = customer
    .getByTestId('order-card')
    .filter({ has: customer.getByRole('heading', { name: `Order #${orderId}`, exact: true }) });
  await expect(card).toBeVisible();
  return card;
}

async function ledgerEntries(admin: Page): Promise<{ kind: string }[]> {
  const response = await admin.request.get(`/api/orders/${orderId}/ledger`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { kind: string }[];
}

test('on a phone, a write-off with no reason is refused on its field and records nothing', async ({
  admin,
  customer,
}) => {
  // Before: the customer is asked for the £406.90 left.
  const card = await accountCard(customer);
  await expect(card.getByTestId('order-how-to-pay')).toContainText('How to pay £406.90');

  await admin.setViewportSize({ width: 390, height: 900 });
  const row = await ledgerRow(admin);
  await expect(row.getByTestId('ledger-balance')).toContainText('£406.90 to collect');
  await row.getByRole('button', { name: `Write off for order ${orderId}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Write off: order #${orderId}` });
  const amount = dialog.getByLabel('Amount (£)');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('406.90');
  await expect(dialog).toContainText('£406.90 is due.');

  await dialog.getByRole('button', { name: 'Write off' }).click();
  const reason = dialog.getByLabel('Reason');
  await expect(dialog.getByText('Give the reason for the write-off')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await shoot(admin, 'write-off-dialog-no-reason');
  expect(await axeViolations(admin), 'write-off-dialog-no-reason').toEqual([]);

  // Escape closes the dialog, focus goes back to the row's button, and nothing was written.
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: `Write off for order ${orderId}` })).toBeFocused();
  await expect(row.getByTestId('ledger-balance')).toContainText('£406.90 to collect');
  await expect(row.getByTestId('ledger-balance')).not.toContainText('Written off');
  expect((await ledgerEntries(admin)).map((entry) => entry.kind)).toEqual(['payment']);
});

test('the business writes off the rest; the ledger, the order view and the account read it as settled', async ({
  admin,
  customer,
}) => {
  const row = await ledgerRow(admin);
  await row.getByRole('button', { name: `Write off for order ${orderId}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Write off: order #${orderId}` });
  await dialog.getByLabel('Reason').fill(REASON);
  await shoot(admin, 'write-off-dialog');
  expect(await axeViolations(admin), 'write-off-dialog').toEqual([]);
  await dialog.getByLabel('Reason').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toasts(admin)).toContainText(`£406.90 for order #${orderId}.`);

  const balance = row.getByTestId('ledger-balance');
  await expect(balance).toContainText('Settled');
  await expect(balance).toContainText('Written off: £406.90');
  await expect(row.getByRole('button', { name: `Write off for order ${orderId}` })).toHaveCount(0);
  // The list is searched for this order alone, so the tile is its write-off.
  await expect(admin.getByTestId('ledger-total-writtenOff')).toHaveText('£406.90');
  await expect(admin.getByTestId('ledger-total-balanceDue')).toHaveText('£0.00');
  await shoot(admin, 'write-off-ledger');
  expect(await axeViolations(admin), 'write-off-ledger').toEqual([]);

  const view = await orderView(admin);
  const payments = view.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText(`Written off: £406.90 (${REASON})`);
  // The money adds up: £606.90 less £200.00 received and £406.90 written off.
  const money = view.getByRole('region', { name: 'Money' });
  await expect(money.getByRole('definition').filter({ hasText: '£406.90' })).toBeVisible();
  await expect(money.getByRole('term').filter({ hasText: 'Written off' })).toBeVisible();
  await expect(money.getByTestId('order-balance')).toHaveText('£0.00');
  await expect(money).toContainText('Payment: completed');
  await shoot(admin, 'write-off-order-view');
  expect(await axeViolations(admin), 'write-off-order-view').toEqual([]);

  // The customer is no longer asked for money.
  const card = await accountCard(customer);
  await expect(card.getByTestId('order-payment-status')).toHaveText('completed');
  await expect(card.getByTestId('order-how-to-pay')).toHaveCount(0);
});

test('reversing the write-off, with a reason, makes the balance due again', async ({
  admin,
  customer,
}) => {
  const view = await orderView(admin);
  const payments = view.getByRole('region', { name: 'Payments' });
  await payments.getByRole('button', { name: 'Reverse the write-off of £406.90' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reverse write-off' });
  await expect(dialog).toContainText(`£406.90 will be due again on order #${orderId}.`);
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Reverse write-off' }).click();
  await expect(dialog.getByText('Give the reason for reversing the write-off')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect((await ledgerEntries(admin)).map((entry) => entry.kind)).toEqual(['payment', 'write_off']);

  await reason.fill('Administrator paying creditors in full');
  await shoot(admin, 'write-off-reverse-dialog');
  expect(await axeViolations(admin), 'write-off-reverse-dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Reverse write-off' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(admin)).toContainText('Write-off reversed');

  // The write-off stays in the history, marked reversed, with nothing more to reverse.
  await expect(payments).toContainText(
    'Write-off reversed: £406.90 (Administrator paying creditors in full)',
  );
  await expect(payments).toContainText('reversed');
  await expect(payments.getByRole('button', { name: 'Reverse' })).toHaveCount(0);
  const money = view.getByRole('region', { name: 'Money' });
  await expect(money.getByTestId('order-balance')).toHaveText('£406.90');
  await expect(money).toContainText('Balance due');
  await expect(money.getByRole('term').filter({ hasText: 'Written off' })).toHaveCount(0);
  await shoot(admin, 'write-off-reversed-order-view');

  const card = await accountCard(customer);
  await expect(card.getByTestId('order-how-to-pay')).toContainText('How to pay £406.90');
  await expect(card.getByTestId('order-payment-status')).toHaveText('pending');
});
