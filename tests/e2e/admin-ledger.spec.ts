import { expect, test, type Page } from '@playwright/test';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';

// The Payments tab's ledger: a payment recorded by hand changes the order's balance, and
// cancelling an order that holds money asks first and leaves a refund owed.

const email = `ledger-${Date.now()}@example.com`;
let orderId: number;

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const placed = await context.request.post('/api/orders', {
    data: guestOrder({ firstName: 'Katherine', lastName: 'Johnson', email }),
  });
  expect(placed.status()).toBe(201);
  orderId = ((await placed.json()) as { id: number }).id;
  await context.close();
});

test.beforeEach(async ({ page, browser, baseURL }) => {
  await page.context().addCookies((await e2eAdminState(browser, baseURL)).cookies);
});

const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true });

async function openLedger(page: Page) {
  await page.getByRole('tab', { name: 'Payments', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Ledger' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search').fill(email);
  const row = page.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await expect(row).toBeVisible();
  return row;
}

async function setStatus(page: Page, status: string) {
  await page.goto(`${E2E_ADMIN_PATH}#orders`);
  await page.getByLabel('Search orders').fill(email);
  const row = page.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await row.getByRole('combobox', { name: `Status of order ${orderId}` }).click();
  await page.getByRole('option', { name: status }).click();
  return row;
}

test('recording payments by hand changes the balance, and a paid order is settled', async ({
  page,
}) => {
  await setStatus(page, 'confirmed');
  await expect(toasts(page)).toContainText(`Order #${orderId} is confirmed.`);

  const row = await openLedger(page);
  await expect(row.getByTestId('ledger-balance')).toContainText('Balance due');
  await expect(row.getByTestId('ledger-balance')).toContainText('£606.90 to collect');

  // A part payment by bank transfer, typed with the keyboard.
  await row.getByRole('button', { name: `Record payment for order ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment: order #${orderId}` });
  await expect(dialog.getByLabel('Amount (£)')).toHaveValue('606.90');
  // The reference the customer was asked to quote, ready to check against the statement.
  await expect(dialog.getByLabel('Reference')).toHaveValue(`WP${orderId}`);
  await dialog.getByLabel('Amount (£)').fill('-5');
  await dialog.getByLabel('Reference').fill('BACS 1234');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('Amount must be in pounds with at most 2 decimals')).toBeVisible();
  await dialog.getByLabel('Amount (£)').fill('200');
  await dialog.getByLabel('Reference').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText(`£200.00 for order #${orderId}.`);
  await expect(row.getByTestId('ledger-balance')).toContainText('£406.90 to collect');
  await expect(row).toContainText('Bank transfer');

  // The rest by card over the phone settles it.
  await row.getByRole('button', { name: `Record payment for order ${orderId}` }).click();
  await dialog.getByLabel('Method').click();
  await page.getByRole('option', { name: 'Card by phone' }).click();
  await expect(dialog.getByLabel('Amount (£)')).toHaveValue('406.90');
  await dialog.getByLabel('Reference').fill('AUTH 998');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('ledger-balance')).toContainText('Settled');
  await expect(page.getByTestId('ledger-total-received')).toHaveText('£606.90');

  // A refund larger than the order holds is refused in the dialog.
  await row.getByRole('button', { name: `Record refund for order ${orderId}` }).click();
  const refund = page.getByRole('dialog', { name: `Record refund: order #${orderId}` });
  await refund.getByLabel('Amount (£)').fill('700');
  await refund.getByLabel('Reference').fill('RF 1');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund.getByRole('alert')).toHaveText(
    'A refund cannot be more than the £606.90 the order holds.',
  );
  await refund.getByRole('button', { name: 'Cancel' }).click();
});

test('cancelling an order that holds money asks first, then shows the refund owed', async ({
  page,
}) => {
  await setStatus(page, 'cancelled');
  const confirm = page.getByRole('alertdialog', { name: 'Cancel and owe a refund?' });
  await expect(confirm).toContainText(
    `Order #${orderId} has £606.90 received. Cancel it and mark a refund of £606.90 owed?`,
  );
  // Keeping the order changes nothing.
  await confirm.getByRole('button', { name: 'Keep the order' }).click();
  await expect(confirm).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
  await expect(row.getByRole('combobox')).toContainText('confirmed');

  await row.getByRole('combobox', { name: `Status of order ${orderId}` }).click();
  await page.getByRole('option', { name: 'cancelled' }).click();
  await confirm.getByRole('button', { name: 'Cancel and owe refund' }).click();
  await expect(toasts(page)).toContainText(`Order #${orderId} is now cancelled.`);

  const ledgerRow = await openLedger(page);
  await expect(ledgerRow.getByTestId('ledger-balance')).toContainText('Refund owed');
  await expect(ledgerRow.getByTestId('ledger-balance')).toContainText('£606.90 to refund');
  await page.getByLabel('Show').click();
  await page.getByRole('option', { name: 'Refund owed' }).click();
  await expect(ledgerRow).toBeVisible();
  await expect(page.getByTestId('ledger-total-refundOwed')).toHaveText('£606.90');
});

test('a payment of more than is due asks for a reason, then shows as a refund owed', async ({
  page,
}) => {
  // The order is cancelled, holding £606.90: nothing is due, so any payment is too much.
  await page.goto(E2E_ADMIN_PATH);
  const row = await openLedger(page);
  await row.getByRole('button', { name: `Record payment for order ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment: order #${orderId}` });
  await expect(dialog.getByLabel('Reason for the overpayment')).toBeHidden();
  await dialog.getByLabel('Amount (£)').fill('50');
  const reason = dialog.getByLabel('Reason for the overpayment');
  await expect(reason).toBeVisible();
  await expect(dialog).toContainText('Nothing is due: the payment will show as a refund owed.');
  await dialog.getByLabel('Reference').fill('BACS 2');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  const refusal =
    'Nothing is due on this order. Give a reason to record the overpayment: the difference will show as a refund owed.';
  await expect(dialog.getByText(refusal)).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/ledger-overpayment-${width}.png` });
  }

  await reason.fill('Paid again by mistake after cancelling');
  await reason.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText(`£50.00 for order #${orderId}.`);
  await expect(row.getByTestId('ledger-balance')).toContainText('£656.90 to refund');
});
