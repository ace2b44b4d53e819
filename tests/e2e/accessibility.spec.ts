import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '#test-support/axe';

import { formatDeliveryDate } from '#shared/delivery-format';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import { signUpThroughApi } from '#test-support/e2e-customers';
import { DIRECT_PAGES } from '#test-support/e2e-pages';

const BACK_OFFICE_TABS = [
  'Orders',
  'Dashboard',
  'Deliveries',
  'Customers',
  'Regional Pricing',
  'Invoices',
  'Payments',
  'Settings',
  'People',
];

/** Prices 2 tonnes for Doncaster on the home page. */
async function priceDoncaster(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Quantity (tonnes)').fill('2');
  await page.getByLabel('Delivery postcode').fill('DN15 8QA');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of DIRECT_PAGES) {
      test(`${path} meets WCAG 2.2 AA`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
        expect(await axeViolations(page), path).toEqual([]);
      });
    }

    test('the price check, its quantity error and the cart meet WCAG 2.2 AA', async ({ page }) => {
      await priceDoncaster(page);
      expect(await axeViolations(page), 'priced home page').toEqual([]);
      await page.getByLabel('Quantity (tonnes)').fill('60');
      await expect(page.locator('#quantity-error')).toBeVisible();
      expect(await axeViolations(page), 'quantity error').toEqual([]);
      await page.getByRole('button', { name: /^Open cart/ }).click();
      await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
      expect(await axeViolations(page), 'cart panel').toEqual([]);
    });

    test('the order summary, checkout, confirmation and account meet WCAG 2.2 AA', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      await signUpThroughApi(page.request, baseURL, {
        email: `axe-${width}-${Date.now()}@example.com`,
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
      await priceDoncaster(page);
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('checkbox', { name: /Save this address/ })).toBeVisible();
      expect(await axeViolations(page), 'checkout').toEqual([]);

      // The cart lives in memory: reach the summary without reloading.
      await page.getByRole('button', { name: /^Open cart/ }).click();
      await page.getByRole('link', { name: 'View order summary' }).click();
      await expect(page).toHaveURL(/\/order-summary$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), 'order summary').toEqual([]);

      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await page.getByLabel('Phone').fill('01632 960123');
      await page.getByLabel('Address Line 1').fill('12 Foxhills Road');
      await page.getByLabel('City').fill('Scunthorpe');
      await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('DN15 8QA');
      await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order-confirmed$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
      expect(await axeViolations(page), 'order confirmed').toEqual([]);

      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), 'account profile').toEqual([]);
      await page.getByRole('tab', { name: 'Order History' }).click();
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      expect(await axeViolations(page), 'account order history').toEqual([]);
    });

    test.describe('the back office', () => {
      // 124 regions make a long page for axe to read on a busy machine.
      test.describe.configure({ timeout: 90_000 });
      // One sign-in for every tab: the gate allows 10 sign-ins a minute from one address.
      let signedIn: Awaited<ReturnType<typeof e2eAdminState>> | undefined;
      test.beforeEach(async ({ page, browser, baseURL }) => {
        signedIn ??= await e2eAdminState(browser, baseURL);
        await page.context().addCookies(signedIn.cookies);
        await page.goto(E2E_ADMIN_PATH);
      });

      for (const tab of BACK_OFFICE_TABS) {
        test(`the ${tab} tab meets WCAG 2.2 AA`, async ({ page }) => {
          await page.getByRole('tab', { name: tab, exact: true }).click();
          await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          await page.waitForLoadState('networkidle');
          expect(await axeViolations(page), tab).toEqual([]);
        });
      }

      test("the Deliveries tab with an area's drops and a dispatch sheet open meets WCAG 2.2 AA", async ({
        page,
      }) => {
        const placed = await page.request.post('/api/orders', {
          data: guestOrder({ email: `axe-deliveries-${width}-${Date.now()}@example.com` }),
        });
        expect(placed.status()).toBe(201);
        const { id } = (await placed.json()) as { id: number };
        const confirmed = await page.request.patch(`/api/orders/${id}/status`, {
          data: { status: 'confirmed' },
        });
        expect(confirmed.status()).toBe(200);
        const offered = await page.request.get('/api/delivery-dates?postcode=DN15%208QA');
        const [date = ''] = ((await offered.json()) as { dates: string[] }).dates;
        const scheduled = await page.request.post('/api/deliveries/schedule', {
          data: { orderIds: [id], date, slot: 'pm' },
        });
        expect(scheduled.status()).toBe(200);
        await page.getByRole('tab', { name: 'Deliveries', exact: true }).click();
        const day = page.getByRole('region', { name: formatDeliveryDate(date) });
        await day.getByRole('button', { name: /^DN\b/ }).click();
        await expect(page.getByRole('checkbox', { name: `Select order ${id}` })).toBeVisible();
        expect(await axeViolations(page), 'deliveries with an area open').toEqual([]);
        await day.getByRole('button', { name: 'Dispatch sheet' }).click();
        await expect(page.getByRole('region', { name: 'Dispatch sheet' })).toContainText(
          `order #${id}`,
        );
        expect(await axeViolations(page), 'dispatch sheet').toEqual([]);
      });

      test("an order's own view meets WCAG 2.2 AA", async ({ page }) => {
        const placed = await page.request.post('/api/orders', {
          data: guestOrder({ email: `axe-order-view-${width}-${Date.now()}@example.com` }),
        });
        expect(placed.status()).toBe(201);
        const { id } = (await placed.json()) as { id: number };
        await page.getByRole('link', { name: `View order #${id}` }).click();
        const view = page.getByRole('article', { name: `Order #${id}` });
        await expect(view.getByRole('region', { name: 'History' })).toContainText('Created');
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), 'order view').toEqual([]);
      });

      test('the region filter and the delete-all confirmation meet WCAG 2.2 AA', async ({
        page,
      }) => {
        await page.getByRole('tab', { name: 'Regional Pricing', exact: true }).click();
        await page.getByLabel('Filter regions').fill('wales');
        await expect(page.getByRole('status').filter({ hasText: 'regions' })).toBeVisible();
        expect(await axeViolations(page), 'filtered regions').toEqual([]);
        await page.getByRole('button', { name: 'Delete all regions' }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        expect(await axeViolations(page), 'delete-all confirmation').toEqual([]);
      });
    });

    test('the two-factor setup and the session-ended sign-in meet WCAG 2.2 AA', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 900 },
        storageState: await e2eAdminState(browser, baseURL),
      });
      const page = await context.newPage();
      await page.goto(E2E_ADMIN_PATH);
      await page.getByRole('tab', { name: 'Settings', exact: true }).click();
      // Asks for the password first (checked here too), then shows a key and QR code that do
      // nothing until confirmed with a code.
      expect(await axeViolations(page), 'two-factor password').toEqual([]);
      await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      expect(await axeViolations(page), 'two-factor setup').toEqual([]);

      await page.request.post('/api/admin/logout');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
      expect(await axeViolations(page), 'session ended').toEqual([]);
      await context.close();
    });

    // Its own test: the tabs above already take most of a test's time.
    test('the Audit tab, with entries, meets WCAG 2.2 AA', async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 900 },
        storageState: await e2eAdminState(browser, baseURL),
      });
      const page = await context.newPage();
      await page.goto(`${E2E_ADMIN_PATH}#audit`);
      const table = page.getByRole('table', { name: 'Audit log' });
      await expect(table.getByRole('row').nth(1)).toContainText('Back office: signed in');
      expect(await axeViolations(page), 'audit').toEqual([]);
      await context.close();
    });
  });
}
