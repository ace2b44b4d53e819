import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { expect, test, type Browser, type BrowserContext } from '@playwright/test';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import { signUpThroughApi } from '#test-support/e2e-customers';

// The back office sets the VAT number, confirms a customer's order, and the customer downloads
// the VAT invoice from their order history. The VAT number is cleared again afterwards, so the
// other specs on this shared server confirm orders as before.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let adminState: StorageState;

async function asAdmin<T>(
  browser: Browser,
  baseURL: string | undefined,
  work: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ baseURL, storageState: adminState });
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

test.beforeAll(async ({ browser, baseURL }) => {
  adminState = await e2eAdminState(browser, baseURL);
});

test.afterAll(async ({ browser, baseURL }) => {
  await asAdmin(browser, baseURL, async (context) => {
    const reset = await context.request.patch('/api/settings', {
      data: [{ key: 'vat_number', value: '' }],
    });
    expect(reset.ok()).toBe(true);
  });
});

test('the back office sets the VAT number, which invoices need', async ({ browser, baseURL }) => {
  await asAdmin(browser, baseURL, async (context) => {
    const page = await context.newPage();
    await page.goto(`${E2E_ADMIN_PATH}#invoices`);
    const warning = page.getByRole('status').filter({ hasText: 'VAT registration number' });
    await expect(warning).toContainText('Invoices cannot be issued until');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('VAT registration number').fill('DE123');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(/VAT number must be a UK VAT registration number/)).toBeVisible();
    await page.getByLabel('VAT registration number').fill('GB 123 4567 89');
    await page.getByLabel('Payment terms (days)').fill('30');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings Saved', { exact: true })).toBeVisible();
    await expect(page.getByLabel('VAT registration number')).toHaveValue('GB123456789');
  });
});

test('a customer downloads the invoice of a confirmed order from their account', async ({
  browser,
  baseURL,
  page,
}) => {
  const email = `invoice-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signUpThroughApi(page.request, baseURL, { email, firstName: 'Hedy', lastName: 'Lamarr' });
  const placed = await page.request.post('/api/orders', {
    headers: { origin: baseURL ?? '' },
    data: guestOrder({
      firstName: 'Hedy',
      lastName: 'Lamarr',
      companyName: 'Frequency Hopping Ltd',
      email,
      phone: '01632 960777',
      addressLine1: '12 Foxhills Road',
    }),
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };

  const number = await asAdmin(browser, baseURL, async (context) => {
    const confirmed = await context.request.patch(`/api/orders/${id}/status`, {
      data: { status: 'confirmed' },
    });
    expect(confirmed.ok()).toBe(true);
    const admin = await context.newPage();
    await admin.goto(`${E2E_ADMIN_PATH}#invoices`);
    const row = admin.getByRole('row', { name: new RegExp(`#${id}\\b`) });
    await expect(row).toContainText('Hedy Lamarr');
    await expect(row).toContainText('£606.90');
    // Held for the undo minute: its email has not gone yet.
    await expect(row.getByRole('cell').nth(5)).toHaveText('Queued');
    await expect(admin.getByRole('columnheader', { name: 'Emailed' })).toBeVisible();
    for (const width of [390, 1280]) {
      await admin.setViewportSize({ width, height: 800 });
      await admin.screenshot({ path: `test-results/invoices-emailed-${width}.png` });
    }
    return (await row.getByRole('rowheader').textContent())?.trim() ?? '';
  });
  expect(number).toMatch(/^\d{6}$/);

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Order History' }).click();
  const card = page.getByRole('article', { name: `Order #${id}` });
  const link = card.getByRole('link', { name: `VAT invoice ${number} (PDF)` });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const pdf = readFileSync(await download.path());
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
  for (const field of [
    `VAT invoice ${number}`,
    'VAT registration number: GB123456789',
    'Hedy Lamarr',
    'Frequency Hopping Ltd',
    `#${id}`,
    '£606.90',
    'Payment is due within 30 days of the invoice date.',
  ]) {
    expect(text).toContain(field);
  }
});
