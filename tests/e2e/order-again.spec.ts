import { expect, test, type Page } from '@playwright/test';

import type { Order } from '#shared/schemas/orders';
import { axeViolations } from '#test-support/axe';
import { guestOrder } from '#test-support/customers';
import { signUpThroughApi } from '#test-support/e2e-customers';

const customer = { firstName: 'Dorothy', lastName: 'Vaughan' };

async function openOrderHistory(page: Page) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Order History' }).click();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
}

for (const width of [390, 1280]) {
  test(`'Order again' fills the cart with the order's tonnes at today's price (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `order-again-${width}-${Date.now()}@example.com`;
    await signUpThroughApi(page.request, baseURL, { email, ...customer });
    const placed = await page.request.post('/api/orders', {
      data: guestOrder({ ...customer, email, quantity: 3, totalPrice: '910.35' }),
    });
    expect(placed.status()).toBe(201);

    await openOrderHistory(page);
    expect(await axeViolations(page)).toEqual([]);
    // Today's price comes from the price check, never from the old order.
    const priceCheck = page.waitForRequest((request) =>
      request.url().includes('/api/validate-postcode'),
    );
    await page.getByRole('link', { name: /^Order again/ }).click();
    expect(await priceCheck).toBeTruthy();

    await expect(page).toHaveURL(/\/checkout\?from=\d+$/);
    // The order's whole delivery address, not only its postcode (the profile has none).
    await expect(page.locator('#addressLine1')).toHaveValue('12 Station Road');
    await expect(page.locator('#city')).toHaveValue('Scunthorpe');
    await expect(page.locator('#postcode')).toHaveValue('DN15 8QA');
    await expect(page.locator('#phone')).toHaveValue('01632 960123');
    // 3 t x £289.00 = £867.00 + VAT £43.35: Doncaster's price now.
    await expect(page.getByTestId('checkout-total')).toHaveText('£910.35');
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toContainText('3 tonnes ×');
  });
}

test("'Order again' for a region no longer served says so and adds nothing", async ({
  page,
  baseURL,
}) => {
  const email = `order-again-closed-${Date.now()}@example.com`;
  await signUpThroughApi(page.request, baseURL, { email, ...customer });
  const placed = await page.request.post('/api/orders', {
    data: guestOrder({ ...customer, email }),
  });
  expect(placed.status()).toBe(201);
  // The order was delivered to Belfast, a region the shop has since stopped serving.
  await page.route('**/api/customers/orders', async (route) => {
    const orders = (await (await route.fetch()).json()) as Order[];
    await route.fulfill({
      json: orders.map((order) => ({ ...order, postcode: 'BT1 1AA', region: 'Belfast' })),
    });
  });

  await openOrderHistory(page);
  await page.getByRole('link', { name: /^Order again/ }).click();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(
        'Sorry, we are not currently delivering to Belfast. Please check back later or contact us for more information.',
      ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toHaveCount(0);
});
