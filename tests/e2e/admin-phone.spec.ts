import { expect, test, type Locator, type Page } from '@playwright/test';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import { signUpThroughApi } from '#test-support/e2e-customers';

test.use({ viewport: { width: 390, height: 844 } });

const email = `phone-lists-${Date.now()}@example.com`;
const longNamed = {
  email: `long-name-${Date.now()}@example.com`,
  firstName: 'Bartholomew',
  lastName: 'Featherstonehaugh-Cholmondeley',
};

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await signUpThroughApi(context.request, baseURL, {
    email,
    firstName: 'Dorothy',
    lastName: 'Vaughan',
  });
  await signUpThroughApi(context.request, baseURL, longNamed);
  const placed = await context.request.post('/api/orders', {
    data: guestOrder({ firstName: 'Dorothy', lastName: 'Vaughan', email }),
  });
  expect(placed.status()).toBe(201);
  await context.close();
});

test.beforeEach(async ({ page, browser, baseURL }) => {
  await page.context().addCookies((await e2eAdminState(browser, baseURL)).cookies);
  await page.goto(`${E2E_ADMIN_PATH}#orders`);
});

/** On screen from left to right: nothing to scroll sideways for. */
async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function expectNoSidewaysScroll(table: Locator): Promise<void> {
  const region = table.locator('xpath=..');
  expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
}

test('the orders list shows each order as a card with its status and actions', async ({ page }) => {
  await page.getByLabel('Search orders').fill(email);
  const table = page.getByRole('table', { name: 'Orders' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  // The search has answered: hers is the only card left (the header row is for screen readers).
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoSidewaysScroll(table);
  await expectWithinWidth(page, row.getByRole('combobox'));
  await expectWithinWidth(page, row.getByRole('button', { name: /^Edit order/ }));
  await expectWithinWidth(page, row.getByRole('button', { name: /^Resend email/ }));
  // Each line of the card names its column.
  const labels = await row
    .locator('td[data-label]')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels).toContain('"Status"');
});

test('the customers list shows each customer as a card with their actions', async ({ page }) => {
  await page.getByRole('tab', { name: 'Customers' }).click();
  await page.getByLabel('Search customers').fill(email);
  const table = page.getByRole('table', { name: 'Customers' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  // The search has answered: hers is the only card left (the header row is for screen readers).
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoSidewaysScroll(table);
  await expectWithinWidth(
    page,
    row.getByRole('button', { name: 'Edit details of Dorothy Vaughan' }),
  );
  await expectWithinWidth(
    page,
    row.getByRole('button', { name: 'Edit VAT rate of Dorothy Vaughan' }),
  );
  await expectWithinWidth(page, row.getByText('5% Reduced Rate'));
});

test('a long name wraps on its card instead of pushing the list sideways', async ({ page }) => {
  await page.getByRole('tab', { name: 'Customers' }).click();
  await page.getByLabel('Search customers').fill(longNamed.email);
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader')).toHaveText(
    `${longNamed.firstName} ${longNamed.lastName}`,
  );
  await expectNoSidewaysScroll(table);
});

test("the selected tab's focus ring is drawn where the scrolling tab row cannot clip it", async ({
  page,
}) => {
  const tab = page.getByRole('tab', { name: 'Orders' });
  await tab.focus();
  await page.keyboard.press('ArrowRight');
  // The Dashboard's chunk loads as it opens: the next key waits for its tab to hold focus.
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab).toBeFocused();
  const ring = await tab.evaluate((element) => {
    const style = getComputedStyle(element);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const tabBox = element.getBoundingClientRect();
    const list = element.closest('[role="tablist"]')!.getBoundingClientRect();
    return {
      visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      inside:
        tabBox.left - reach >= list.left &&
        tabBox.right + reach <= list.right &&
        tabBox.top - reach >= list.top &&
        tabBox.bottom + reach <= list.bottom,
    };
  });
  expect(ring).toEqual({ visible: true, inside: true });
});
