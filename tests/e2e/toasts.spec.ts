import { expect, test, type Locator, type Page } from '@playwright/test';

import { E2E_ADMIN_PASSWORD, E2E_ADMIN_PATH } from '#test-support/admin';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A toast by its title; by CSS, as an open cart hides the rest of the page from the tree. */
function shownToast(page: Page, title: string): Locator {
  return page.locator('[role="region"] li').filter({ hasText: title });
}

/** The toast covers none of the visible elements `content` finds (at least one must be). */
async function expectClearOf(toast: Locator, content: Locator, what: string): Promise<void> {
  await expect(content.filter({ visible: true }).first()).toBeVisible();
  const toastBox = await toast.boundingBox();
  expect(toastBox, 'toast on screen').not.toBeNull();
  let checked = 0;
  for (const element of await content.all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (!box || !toastBox) continue;
    expect(overlaps(toastBox, box), `toast covers ${what}`).toBe(false);
    checked += 1;
  }
  expect(checked, `${what} is on screen`).toBeGreaterThan(0);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a toast covers neither the price check nor the cart it talks about', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Delivery postcode').fill('DN15 8QA');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      const validated = shownToast(page, 'Postcode validated');
      await expect(validated).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Prices for Doncaster' })).toBeInViewport();
      // The page has scrolled to the prices by now.
      await page.waitForTimeout(600);
      await expectClearOf(validated, page.getByTestId(/^tier-card-/), 'the tier cards');
      await expectClearOf(
        validated,
        page.getByRole('heading', { name: 'Prices for Doncaster' }),
        'the prices heading',
      );
      await page.getByRole('button', { name: 'Back to your estimate' }).click();
      await expect(page.getByLabel('Quantity (tonnes)')).toBeInViewport();
      await expectClearOf(validated, page.getByLabel('Quantity (tonnes)'), 'the quantity');
      await expectClearOf(validated, page.getByTestId('estimate-total'), 'the estimate');

      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      const added = shownToast(page, 'Added to cart');
      await expect(added).toBeVisible();
      const checkoutLine = page
        .getByRole('link', { name: /View order and place it/ })
        .or(page.getByRole('listitem').filter({ hasText: 'Premium Wood Pellets' }));
      await expectClearOf(added, checkoutLine, 'the order line');
      await expectClearOf(added, page.getByRole('heading', { name: 'Checkout' }), 'the heading');

      // By keyboard: on a phone the toast lies over the header bar, cart button included.
      await page.getByRole('button', { name: 'Open cart, 1 item' }).focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Your Cart' });
      await expect(panel.getByRole('listitem')).toBeVisible();
      await expect(added).toBeVisible();
      await expectClearOf(added, panel.getByRole('listitem'), 'the cart line');
      await expectClearOf(
        added,
        panel.getByRole('button', { name: 'Proceed to Checkout' }),
        'Proceed',
      );
    });

    test('the sign-in toast covers neither the back office heading nor its tabs', async ({
      page,
    }) => {
      await page.goto(E2E_ADMIN_PATH);
      await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const granted = shownToast(page, 'Access Granted');
      await expect(granted).toBeVisible();
      await expect(page.getByRole('tablist')).toBeVisible();
      await expectClearOf(granted, page.getByRole('tablist'), 'the tabs');
      await expectClearOf(granted, page.getByRole('heading', { name: 'Orders' }), 'the heading');
    });
  });
}
