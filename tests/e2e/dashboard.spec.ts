import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { REPO, removeDir, startBuiltShop, type ShopProcess } from '#test-support/built-server';
import { guestOrder } from '#test-support/customers';

// The dashboard on a shop of its own (a fresh embedded database): first empty, then with the
// orders this file places, so every figure is known.
const ADMIN_PATH = '/dashboard-e2e-path-0123456789';
const ADMIN_PASSWORD = 'dashboard-e2e-password';

let shop: ShopProcess;
let dataDir: string;
let baseURL: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'pellets-dashboard-e2e-'));
  shop = await startBuiltShop(REPO, {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    ADMIN_PATH: ADMIN_PATH.slice(1),
    ADMIN_PASSWORD,
  });
});

test.afterAll(async () => {
  await shop.stop();
  removeDir(dataDir);
});

async function openDashboard(page: Page): Promise<void> {
  const signedIn = await page.request.post(`${baseURL}/api/admin/authenticate`, {
    data: { password: ADMIN_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  // The back office opens on Orders (spec section 2); the Dashboard is the next tab.
  await page.goto(`${baseURL}${ADMIN_PATH}`);
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/#dashboard$/);
}

async function placeOrder(request: APIRequestContext, order: Record<string, unknown>) {
  const placed = await request.post(`${baseURL}/api/orders`, {
    data: guestOrder(order),
    headers: { origin: baseURL },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { id: number }).id;
}

test('a new shop says plainly that there are no orders yet', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByText(/When customers order, this page shows/)).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect(page.getByLabel('Charts cover')).toHaveCount(0);
});

test('a shop with orders shows its sales, the open work and both charts with their figures', async ({
  page,
}) => {
  await placeOrder(page.request, { quantity: 2, totalPrice: '606.90' });
  await placeOrder(page.request, { quantity: 1, totalPrice: '303.45', companyName: 'Mill Farm' });
  const confirmed = await placeOrder(page.request, {
    postcode: 'HU1 1AA',
    region: 'Hull',
    quantity: 1.5,
    totalPrice: '455.18',
  });
  await openDashboard(page);
  const changed = await page.request.patch(`${baseURL}/api/orders/${confirmed}/status`, {
    data: { status: 'confirmed' },
    headers: { origin: baseURL },
  });
  expect(changed.status()).toBe(200);
  await page.reload();

  // 2 t + 1 t + 1.5 t at 289.00: 1,300.50 without VAT, 1,365.53 with 5% VAT.
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('£1,300.50')).toBeVisible();
  await expect(today.getByText('£1,365.53')).toBeVisible();
  await expect(today.getByText('4.5', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for confirmation' })).toContainText('2');
  await expect(page.getByRole('region', { name: 'Awaiting payment' })).toContainText('1');
  await expect(page.getByRole('region', { name: 'Deliveries this week' })).toContainText('0');

  await expect(page.locator('canvas')).toHaveCount(2);
  await expect(page.getByRole('img', { name: /4.5 tonnes over 52 weeks/ })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Doncaster 3 tonnes, Hull 1.5 tonnes/ }),
  ).toBeVisible();

  // The charts follow the period picker; their figures are in a table too.
  await page.getByLabel('Charts cover').click();
  await page.getByRole('option', { name: 'Last 4 weeks' }).click();
  await expect(page.getByRole('img', { name: /over 4 weeks/ })).toBeVisible();
  const weekly = page.getByRole('region', { name: 'Tonnes and revenue per week' }).first();
  await page.getByText('Show the figures').first().click();
  const weeks = page
    .getByRole('table', { name: 'Tonnes and revenue per week' })
    .locator('tbody tr');
  await expect(weeks).toHaveCount(4);
  await expect(weeks.last()).toContainText('£1,300.50');
  await expect(weekly).toBeVisible();

  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('the export shows the VAT summary and downloads the orders as CSV', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'Show VAT summary' }).click();
  const summary = page.getByRole('table', { name: /^VAT summary/ });
  await expect(summary.getByRole('row', { name: /^5%/ })).toContainText('£433.50');
  await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('£455.18');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Orders CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.trim().split('\r\n')).toHaveLength(4);
  expect(csv).toContain('Mill Farm');

  await page.getByLabel('From', { exact: true }).fill('2026-05-01');
  await page.getByLabel('To', { exact: true }).fill('2026-04-01');
  await page.getByRole('button', { name: 'Show VAT summary' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The start date must be on or before the end date',
  );
});
