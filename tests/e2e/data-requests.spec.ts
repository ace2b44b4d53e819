import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import { signUpThroughApi } from '#test-support/e2e-customers';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** What a download saved, parsed. */
async function savedJson(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return {
    name: download.suggestedFilename(),
    data: JSON.parse(await readFile(path, 'utf8')) as {
      format: string;
      email: string;
      profile: { source: string } | null;
      orders: { id: number; linkedToAccount: boolean }[];
    },
  };
}

async function placeOrder(page: Page, email: string, firstName: string): Promise<number> {
  const placed = await page.request.post('/api/orders', {
    data: guestOrder({ firstName, lastName: 'Franklin', email }),
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { id: number }).id;
}

test('a customer downloads their data from the account page', async ({ page, baseURL }) => {
  const email = uniqueEmail('my-data');
  await signUpThroughApi(page.request, baseURL, {
    email,
    firstName: 'Rosalind',
    lastName: 'Franklin',
  });
  const orderId = await placeOrder(page, email, 'Rosalind');

  await page.goto('/account');
  const box = page.getByRole('region', { name: 'Your Data' });
  await expect(box).toBeVisible();
  const { name, data } = await savedJson(page, () =>
    box.getByRole('button', { name: 'Download my data' }).click(),
  );
  expect(name).toMatch(/^northfield-wood-pellets-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(data.format).toBe('pellets-personal-data/1');
  expect(data.profile?.source).toBe('account');
  expect(data.orders.map((order) => order.id)).toEqual([orderId]);
  await expect(page.getByRole('status').filter({ hasText: 'Download ready' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});

test("the back office looks up a guest's data by email and exports it", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
  });
  const page = await context.newPage();
  const email = uniqueEmail('data-request');
  const orderId = await placeOrder(page, email, 'Gwen');

  await page.goto(E2E_ADMIN_PATH);
  await page.getByRole('tab', { name: 'Customers', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Data requests' });
  await panel.getByLabel('Email address').fill('not an address');
  await panel.getByRole('button', { name: 'Look up' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please enter a valid email address');

  await panel.getByLabel('Email address').fill(email.toUpperCase());
  await panel.getByRole('button', { name: 'Look up' }).click();
  await expect(panel.getByTestId('data-request-found')).toContainText(email);
  const orders = panel.getByRole('list', { name: 'Orders found' });
  await expect(orders).toContainText(`Order #${orderId}`);
  await expect(orders).toContainText('Guest');
  await expect(panel).toContainText('None (guest or unknown)');

  const { data } = await savedJson(page, () =>
    panel.getByRole('button', { name: 'Export' }).click(),
  );
  expect(data).toMatchObject({ email, profile: { source: 'latest_order' } });
  expect(data.orders.map((order) => order.id)).toEqual([orderId]);
  expect(
    (await new AxeBuilder({ page }).include('#data-requests-title').analyze()).violations,
  ).toEqual([]);
  await context.close();
});
