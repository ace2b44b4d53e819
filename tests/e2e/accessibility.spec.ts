import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { signUpThroughApi } from '#test-support/e2e-customers';
import { DIRECT_PAGES } from '#test-support/e2e-pages';

/** WCAG 2.2 at level AA, with the levels it builds on. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every storefront page meets WCAG 2.2 AA', async ({ page }) => {
      for (const path of DIRECT_PAGES) {
        await page.goto(path);
        await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
        expect(await violations(page), path).toEqual([]);
      }
    });

    test('the price check, the cart and the account meet WCAG 2.2 AA', async ({
      page,
      baseURL,
    }) => {
      await page.goto('/');
      await page.getByLabel('Delivery postcode').fill('DN15 8QA');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
      expect(await violations(page), 'priced home page').toEqual([]);
      await page.getByRole('button', { name: /^Open cart/ }).click();
      await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
      expect(await violations(page), 'cart panel').toEqual([]);

      await signUpThroughApi(page.request, baseURL, {
        email: `axe-${width}-${Date.now()}@example.com`,
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), 'account').toEqual([]);
    });

    test('every back-office tab meets WCAG 2.2 AA', async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 900 },
        storageState: await e2eAdminState(browser, baseURL),
      });
      const page = await context.newPage();
      for (const tab of ['Orders', 'Customers', 'Regional Pricing', 'Payments', 'Settings']) {
        await page.goto(E2E_ADMIN_PATH);
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await page.waitForLoadState('networkidle');
        expect(await violations(page), tab).toEqual([]);
      }
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
      expect(await violations(page), 'audit').toEqual([]);
      await context.close();
    });
  });
}
