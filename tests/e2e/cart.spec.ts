import { expect, test, type Browser, type Page } from '@playwright/test';

import { site } from '#shared/site';
import { e2eAdminState } from '#test-support/admin';

function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** The home page's price check for `tonnes` delivered to `postcode`, its estimate shown. */
async function priceAt(page: Page, postcode: string, tonnes: string) {
  await page.getByLabel('Quantity (tonnes)').fill(tonnes);
  await page.getByLabel('Delivery postcode').fill(postcode);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('estimate-total')).toBeVisible();
}

const priceDoncaster = (page: Page, tonnes: string) => priceAt(page, 'DN15 8QA', tonnes);

/** From the home page: add `tonnes` for Doncaster to an empty cart; lands on /checkout. */
async function addToEmptyCart(page: Page, tonnes: string) {
  await page.goto('/');
  await priceDoncaster(page, tonnes);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Every toast shown from now on, in order, even one replaced a moment later (one at a time). */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenToasts: seen });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[role="region"] li')) {
        const text = toast.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

function seenToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
}

function cartPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Your Cart' });
}

test('the order summary and checkout send an empty cart home', async ({ page }) => {
  for (const path of ['/order-summary', '/checkout']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Delivery postcode')).toBeVisible();
  }
});

test('the order summary shows 2-decimal figures at 5% VAT, and Clear Cart empties it', async ({
  page,
}) => {
  await addToEmptyCart(page, '2');
  await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
  await cartPanel(page).getByRole('link', { name: 'View order summary' }).click();
  await expect(page).toHaveURL(/\/order-summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();

  const item = page.getByTestId('summary-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Premium Wood Pellets');
  await expect(item).toContainText('Doncaster');
  await expect(item).toContainText('2 tonnes');
  await expect(item.getByTestId('summary-unit-price')).toHaveText('£289.00');
  await expect(item.getByTestId('summary-line-total')).toHaveText('£578.00');
  await expect(page.getByTestId('summary-subtotal')).toHaveText('£578.00');
  await expect(page.getByText('VAT (5%)')).toBeVisible();
  await expect(page.getByTestId('summary-vat')).toHaveText('£28.90');
  await expect(page.getByTestId('summary-total')).toHaveText('£606.90');

  await expect(page.getByText('Free delivery to Doncaster, included in the price.')).toBeVisible();
  await expect(page.getByText('3-5 working days')).toBeVisible();
  await expect(page.getByText('Kerbside delivery with crane offload.')).toBeVisible();
  await expect(page.getByText('Supplied in 1-tonne bags or bulk.')).toBeVisible();
  for (const option of ['Cash on delivery', 'Bank transfer', 'Credit/debit card']) {
    await expect(page.getByText(option, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('main').getByRole('link', { name: site.phone.display }),
  ).toHaveAttribute('href', site.phone.href);
  await expect(page.getByRole('main').getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/order-summary$/);

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notifications(page).getByText('Cart cleared')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
});

test('adding to a full cart asks to start over; Cancel keeps it, Yes replaces it', async ({
  page,
}) => {
  await addToEmptyCart(page, '1');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await priceDoncaster(page, '3');
  const addButton = page.getByRole('button', { name: 'Add to Cart', exact: true });

  await addButton.click();
  const dialog = page.getByRole('dialog', { name: 'Cart Contains Items' });
  await expect(dialog).toContainText(
    'You already have items in the Cart, would you like to start over?',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
  await expect(cartPanel(page)).toContainText('1 tonne ×');
  await page.keyboard.press('Escape');

  await addButton.click();
  await recordToasts(page);
  await dialog.getByRole('button', { name: 'Yes, Start Over' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(notifications(page).getByText('Added to cart')).toBeVisible();
  // 'Cart cleared' comes first; 'Added to cart' replaces it (one toast at a time).
  const toasts = await seenToasts(page);
  expect(toasts.findIndex((text) => text.includes('Cart cleared'))).toBe(0);
  expect(toasts.findIndex((text) => text.includes('Added to cart'))).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
  // 3 t x £289.00 = £867.00 + VAT £43.35 = £910.35.
  await expect(page.getByTestId('checkout-total')).toHaveText('£910.35');
});

test('the cart panel removes an item and then offers to start shopping', async ({ page }) => {
  await addToEmptyCart(page, '2');
  await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
  const panel = cartPanel(page);
  await expect(panel).toContainText('Delivery included in price');
  await expect(panel).toContainText('2 tonnes × £289 per tonne');
  await expect(panel).toContainText('£578');
  await expect(panel).toContainText('£607');
  await expect(panel.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();

  await panel.getByRole('button', { name: 'Remove 2 tonnes for Doncaster from cart' }).click();
  await expect(panel).toContainText('Your cart is empty.');
  await expect(panel.getByRole('button', { name: 'Start shopping' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
  // The checkout behind the panel had nothing left to check out.
  await expect(page).toHaveURL(/\/$/);
});

test('opening the cart focuses its heading, so Enter deletes nothing', async ({ page }) => {
  await addToEmptyCart(page, '2');
  await page.getByRole('button', { name: 'Open cart, 1 item' }).focus();
  await page.keyboard.press('Enter');
  const panel = cartPanel(page);
  await expect(panel.getByRole('heading', { name: 'Your Cart' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toContainText('2 tonnes × £289 per tonne');
});

test.describe('a price changed by the business after the check', () => {
  // Llandrindod Wells (LD): served, and used by no other browser test, so moving its price for
  // a moment disturbs none of them.
  const seeded = { singlePrice: '322.00', bulkPrice: '308.00', wholesalePrice: '294.00' };

  async function setLdPrices(browser: Browser, baseURL: string | undefined, single: string) {
    const context = await browser.newContext({
      baseURL,
      storageState: await e2eAdminState(browser, baseURL),
    });
    try {
      const regions = (await (await context.request.get('/api/regions')).json()) as {
        id: number;
        postcodePrefix: string;
      }[];
      const ld = regions.find((region) => region.postcodePrefix === 'LD');
      const saved = await context.request.patch(`/api/regions/${ld?.id}/pricing`, {
        data: { ...seeded, singlePrice: single },
      });
      expect(saved.ok()).toBe(true);
    } finally {
      await context.close();
    }
  }

  test.afterEach(async ({ browser, baseURL }) => {
    await setLdPrices(browser, baseURL, seeded.singlePrice);
  });

  test("'Add to Cart' adds the server's price, not the one the page worked out before", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    await priceAt(page, 'LD1 5LG', '2');
    // 2 t x £322.00 = £644.00 + VAT £32.20.
    await expect(page.getByTestId('estimate-total')).toHaveText('£676.20');

    await setLdPrices(browser, baseURL, '330.00');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(notifications(page)).toContainText(
      "At today's price: £330.00 per tonne, not the £322.00 shown.",
    );
    await expect(page).toHaveURL(/\/checkout$/);
    // 2 t x £330.00 = £660.00 + VAT £33.00: the price the order will be placed at.
    await expect(page.getByTestId('checkout-total')).toHaveText('£693.00');
  });
});
