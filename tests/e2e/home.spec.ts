import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';

import { e2eAdminState } from '#test-support/admin';

// Doncaster (postcode area DN) as seeded from src/server/seed/regions-seed.csv.
const DN_PRICES = { single: '289.00', bulk: '275.00', wholesale: '262.00' };

function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

async function checkPostcode(page: Page, postcode: string) {
  await page.getByLabel('Delivery postcode').fill(postcode);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

test('the seeded DN prices are the ones these tests expect', () => {
  const csv = readFileSync('src/server/seed/regions-seed.csv', 'utf8');
  const row = csv.split('\n').find((line) => line.split(',')[2] === 'DN');
  expect(row?.split(',').slice(3, 6)).toEqual([
    DN_PRICES.single,
    DN_PRICES.bulk,
    DN_PRICES.wholesale,
  ]);
});

test('a postcode check shows the regional tiers and a live estimate', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Northfield Wood Pellets/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Premium wood pellets');
  // No pricing before a region has been chosen.
  await expect(page.getByRole('heading', { name: /Prices for/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();

  await page.getByLabel('Quantity (tonnes)').fill('2');
  await checkPostcode(page, 'dn15 8qa');

  const toast = notifications(page);
  await expect(toast.getByText('Postcode validated')).toBeVisible();
  await expect(toast.getByText('Pricing available for Doncaster')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Prices for Doncaster' })).toBeVisible();
  await expect(page.getByTestId('tier-card-single')).toContainText('1-4.5 tonnes');
  await expect(page.getByTestId('tier-card-single')).toContainText('£289');
  await expect(page.getByTestId('tier-card-bulk')).toContainText('5-9.5 tonnes');
  await expect(page.getByTestId('tier-card-bulk')).toContainText('£275');
  await expect(page.getByTestId('tier-card-wholesale')).toContainText('10+ tonnes');
  await expect(page.getByTestId('tier-card-wholesale')).toContainText('£262');
  // Tier cards show whole pounds only.
  await expect(page.getByTestId('tier-card-single')).not.toContainText('£289.00');
  await expect(page.getByTestId('tier-card-single')).toHaveAttribute('aria-current', 'true');

  // 2 t x £289.00 = £578.00; VAT 5% = £28.90; total £606.90.
  await expect(page.getByTestId('estimate-unit-price')).toHaveText('£289.00');
  await expect(page.getByTestId('estimate-subtotal')).toHaveText('£578.00');
  await expect(page.getByTestId('estimate-vat')).toHaveText('£28.90');
  await expect(page.getByTestId('estimate-total')).toHaveText('£606.90');

  // 12 t is wholesale: 12 x £262.00 = £3,144.00; VAT £157.20; total £3,301.20.
  await page.getByLabel('Quantity (tonnes)').fill('12');
  await expect(page.getByTestId('estimate-unit-price')).toHaveText('£262.00');
  await expect(page.getByTestId('estimate-subtotal')).toHaveText('£3,144.00');
  await expect(page.getByTestId('estimate-vat')).toHaveText('£157.20');
  await expect(page.getByTestId('estimate-total')).toHaveText('£3,301.20');
  await expect(page.getByTestId('tier-card-wholesale')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('tier-card-single')).not.toHaveAttribute('aria-current');
});

test('a quantity outside 1-50 stays as typed, with an error naming the quantity priced', async ({
  page,
}) => {
  await page.goto('/');
  await checkPostcode(page, 'DN15 8QA');
  const quantity = page.getByLabel('Quantity (tonnes)');
  const error = page.locator('#quantity-error');

  // Typed key by key, "60" passes through 6, which is kept: 6 x £275.00 = £1,650.00 + 5% VAT.
  await quantity.fill('');
  await quantity.pressSequentially('60');
  await expect(quantity).toHaveValue('60');
  await expect(error).toHaveText(
    'Enter 1 to 50 tonnes in steps of 0.5; for more, call us on 01632 960 418. Your price is for 6 tonnes.',
  );
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await quantity.blur();
  await expect(quantity).toHaveValue('60');
  await expect(error).toContainText('Your price is for 6 tonnes.');
  await expect(page.getByTestId('estimate-total')).toHaveText('£1,732.50');

  // "0.5" after 50 keeps 50 tonnes (50 x £262.00 = £13,100.00 + 5% VAT), and says so.
  await quantity.fill('50');
  await expect(error).toHaveCount(0);
  await quantity.fill('0.5');
  await quantity.blur();
  await expect(quantity).toHaveValue('0.5');
  await expect(error).toContainText('Your price is for 50 tonnes.');
  await expect(page.getByTestId('estimate-total')).toHaveText('£13,755.00');

  // A quantity we sell clears the error; the steppers move in half tonnes from it.
  await quantity.fill('3');
  await expect(error).toHaveCount(0);
  await expect(quantity).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Increase quantity by half a tonne' }).click();
  await expect(quantity).toHaveValue('3.5');
});

test('a malformed postcode is rejected before any request', async ({ page }) => {
  await page.goto('/');
  let requested = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/validate-postcode')) requested = true;
  });
  await checkPostcode(page, 'NOT A PC');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid UK postcode');
  await expect(page.getByLabel('Delivery postcode')).toHaveAttribute('aria-invalid', 'true');
  expect(requested).toBe(false);
});

test('a postcode in a disabled region says we do not deliver there', async ({ page }) => {
  await page.goto('/');
  await checkPostcode(page, 'BT1 1AA');
  const message =
    'Sorry, we are not currently delivering to Belfast. Please check back later or contact us for more information.';
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(notifications(page).getByText(message)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Prices for/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();
});

test('adding to the cart confirms, then goes to checkout; a second add asks to start over', async ({
  page,
}) => {
  await page.goto('/');
  await checkPostcode(page, 'DN15 8QA');
  await expect(page.getByTestId('estimate-total')).toHaveText('£303.45');

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added!' })).toBeVisible();
  await expect(notifications(page).getByText('Added to cart')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await checkPostcode(page, 'DN15 8QA');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cart Contains Items' });
  await expect(dialog).toContainText(
    'You already have items in the Cart, would you like to start over?',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, Start Over' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 Page Not Found');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

const EARLIEST_DELIVERY =
  /^Earliest delivery: (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+$/;

for (const width of [390, 1280]) {
  test(`at ${width} px a price check says the earliest delivery for the tonnes chosen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const asked: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/validate-postcode')) asked.push(request.postDataJSON());
    });
    // A live region, in the page (empty) before the check, so screen readers hear the date.
    const line = page.getByRole('status').filter({ hasText: 'Earliest delivery' });
    await expect(page.getByTestId('delivery-promise')).toHaveText('');

    await page.getByLabel('Quantity (tonnes)').fill('3');
    await checkPostcode(page, 'DN4 7AA');
    await expect(notifications(page).getByText('Pricing available for Doncaster')).toBeVisible();
    await expect(line).toHaveText(EARLIEST_DELIVERY);
    await expect(line).toBeVisible();
    expect(asked[0]).toEqual({ postcode: 'DN4 7AA', tonnes: 3 });
    // The check answered for 3 t: the pause after typing them asks nothing more.
    await page.waitForTimeout(600);
    expect(asked).toHaveLength(1);

    // A new quantity asks again, quietly: the line stays, and no second toast comes.
    await page.getByLabel('Quantity (tonnes)').fill('12');
    await expect.poll(() => asked.length).toBe(2);
    expect(asked[1]).toEqual({ postcode: 'DN4 7AA', tonnes: 12 });
    await expect(line).toHaveText(EARLIEST_DELIVERY);

    // A postcode we cannot deliver to takes the line away with the prices.
    await checkPostcode(page, 'BT1 1AA');
    await expect(page.getByRole('alert')).toContainText('Belfast');
    await expect(page.getByTestId('delivery-promise')).toHaveText('');
  });
}

/** The certificates as the back office's Settings form saves them. */
async function setCertificates(
  browser: Browser,
  baseURL: string | undefined,
  certificates: { enplus: string; bsl: string },
) {
  const context = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
  });
  const saved = await context.request.patch('/api/settings', {
    data: [
      { key: 'enplus_certificate_id', value: certificates.enplus },
      { key: 'bsl_supplier_number', value: certificates.bsl },
    ],
  });
  expect(saved.ok()).toBe(true);
  await context.close();
}

test.describe('certificates', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.afterEach(async ({ browser, baseURL }) => {
    await setCertificates(browser, baseURL, { enplus: '', bsl: '' });
  });

  test('the home and about pages state the certificates entered in Settings, and nothing while none are', async ({
    page,
    browser,
    baseURL,
  }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/ENplus certificate:|BSL supplier number:/)).toHaveCount(0);
    }

    await setCertificates(browser, baseURL, { enplus: 'UK 041', bsl: 'BSL0123456' });
    await page.goto('/');
    const line = page.getByText('ENplus certificate: UK 041').locator('xpath=../..');
    await expect(line).toBeVisible();
    await expect(line).toContainText('BSL supplier number: BSL0123456');
    const box = await line.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const shots = process.env.HOME_SHOTS_DIR;
    if (shots) {
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/home-certificates-390.png` });
    }

    // Reached in the browser, the about page states them too.
    await page.goto('/about');
    await expect(page.getByText('ENplus certificate: UK 041')).toBeVisible();
    await expect(page.getByText('BSL supplier number: BSL0123456')).toBeVisible();
  });
});
