import { expect, test, type Browser, type Page } from '@playwright/test';

import { e2eAdminState } from '#test-support/admin';
import { axeViolations } from '#test-support/axe';
import { E2E_CUSTOMER_PASSWORD, signUpThroughApi } from '#test-support/e2e-customers';

// Doncaster (DN) and York (YO) as seeded: £289.00 per tonne up to 5 t, £275.00 from 5 t.
// Belfast (BT) is seeded but not delivered to.

const WIDTHS = [390, 1280] as const;
const WRONG_REGION = 'Delivery postcode must be in Doncaster region to match your cart items.';

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

function postcodeField(page: Page) {
  return page.getByRole('textbox', { name: 'Postcode', exact: true });
}

function summary(page: Page) {
  return page.getByRole('complementary', { name: 'Order summary' });
}

/** Home page: check a Doncaster postcode, price the tonnes and add them; lands on /checkout. */
async function addDoncasterToCart(page: Page, tonnes: string) {
  await page.goto('/');
  await page.getByLabel('Quantity (tonnes)').fill(tonnes);
  await page.getByLabel('Delivery postcode').fill('dn15 8qa');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('estimate-total')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({
    timeout: 15_000,
  });
}

async function fillGuestDetails(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('01632 960123');
  await page.getByLabel('Address Line 1').fill('1 Station Road');
  await page.getByLabel('City').fill('York');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
}

/** A link followed inside the shop (the cart lives in memory: a page load would empty it). */
async function goWithinShop(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Open cart/ }).click();
  return page.getByRole('dialog', { name: 'Your Cart' });
}

/** A customer with a custom price of £260.00 per tonne and VAT at 20%, in their own context. */
async function customerWithCustomPrice(browser: Browser, baseURL: string | undefined) {
  const email = uniqueEmail('custom');
  const own = await browser.newContext({ baseURL });
  const customerId = await signUpThroughApi(own.request, baseURL, {
    email,
    firstName: 'Mary',
    lastName: 'Somerville',
  });
  await own.close();
  const backOffice = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
  });
  const priced = await backOffice.request.patch(`/api/customers/${customerId}/pricing`, {
    data: { customPrice: '260.00', customPriceNote: 'Loyal', customPriceValidTo: '2030-12-31' },
    headers: { origin: baseURL ?? '' },
  });
  expect(priced.status()).toBe(200);
  const vat = await backOffice.request.patch(`/api/customers/${customerId}/vat-rate`, {
    data: { vatRate: 20 },
    headers: { origin: baseURL ?? '' },
  });
  expect(vat.status()).toBe(200);
  await backOffice.close();
  return email;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each test walks from the home page to a placed order on a shared, busy machine.
    test.setTimeout(90_000);

    test('the home page postcode fills checkout, and a York postcode moves the cart to York', async ({
      page,
    }) => {
      await addDoncasterToCart(page, '2');
      // The postcode checked on the home page is the delivery postcode.
      await expect(postcodeField(page)).toHaveValue('DN15 8QA');
      await expect(summary(page)).toContainText('Doncaster');

      await fillGuestDetails(page, uniqueEmail('switch'));
      await postcodeField(page).fill('YO1 7HH');
      const update = page.getByRole('button', {
        name: 'Update my cart to York: £289.00 per tonne',
        exact: true,
      });
      await expect(update).toBeVisible();
      await expect(page.getByText(WRONG_REGION)).toBeVisible();
      // Placing the order as it is still says why not.
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByText(WRONG_REGION)).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);

      // Nothing pushes the page sideways, at either width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await update.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/region-switch-${width}.png` });
      expect(await axeViolations(page)).toEqual([]);

      await update.click();
      await expect(notifications(page)).toContainText(
        'Your cart is now priced for delivery in York.',
      );
      await expect(update).toBeHidden();
      await expect(page.getByText(WRONG_REGION)).toBeHidden();
      await expect(summary(page)).toContainText('York');
      await expect(page.getByTestId('checkout-subtotal')).toHaveText('£578.00');

      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-confirmed$/, { timeout: 15_000 });
      await expect(page.getByTestId('order-number')).toHaveText(/^#\d+$/);
    });

    test('a postcode where the shop does not deliver says so and changes nothing', async ({
      page,
    }) => {
      await addDoncasterToCart(page, '2');
      await postcodeField(page).fill('BT1 1AA');
      await expect(
        page.getByText(/Sorry, we are not currently delivering to Belfast/),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Update my cart to/ })).toHaveCount(0);
      await expect(summary(page)).toContainText('Doncaster');
      await expect(page.getByTestId('checkout-subtotal')).toHaveText('£578.00');
    });

    test("a signed-in customer's saved York address is offered the switch", async ({
      page,
      baseURL,
    }) => {
      await signUpThroughApi(page.request, baseURL, {
        email: uniqueEmail('saved-york'),
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '01632 960456',
      });
      const profile = await page.request.patch('/api/customers/profile', {
        data: {
          firstName: 'Grace',
          lastName: 'Hopper',
          phone: '01632 960456',
          addressLine1: '1 Station Road',
          city: 'York',
          postcode: 'YO1 7HH',
        },
        headers: { origin: baseURL ?? '' },
      });
      expect(profile.status()).toBe(200);

      await addDoncasterToCart(page, '2');
      await expect(postcodeField(page)).toHaveValue('YO1 7HH');
      await expect(page.getByText(WRONG_REGION)).toBeVisible();
      await page
        .getByRole('button', { name: 'Update my cart to York: £289.00 per tonne', exact: true })
        .click();
      await expect(summary(page)).toContainText('York');
      await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-confirmed$/, { timeout: 15_000 });
    });

    test("a guest's cart is priced again on signing in as a customer with a custom price", async ({
      page,
      browser,
      baseURL,
    }) => {
      const email = await customerWithCustomPrice(browser, baseURL);
      await addDoncasterToCart(page, '6');
      let cart = await openCart(page);
      await expect(cart).toContainText('× £275 per tonne');
      await page.keyboard.press('Escape');

      await goWithinShop(page, '/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(E2E_CUSTOMER_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(notifications(page)).toContainText(
        'Your cart is now priced for your account: £260.00 per tonne.',
      );

      cart = await openCart(page);
      await expect(cart).toContainText('× £260 per tonne');
      await expect(cart).toContainText('£1,560');
      await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      // 6 t x £260.00 = £1,560.00, VAT at 20% £312.00: the same figures as the cart.
      await expect(summary(page)).toContainText('£260.00');
      await expect(summary(page)).toContainText('VAT (20%)');
      await expect(page.getByTestId('checkout-subtotal')).toHaveText('£1,560.00');
      await expect(page.getByTestId('checkout-vat')).toHaveText('£312.00');
    });
  });
}
