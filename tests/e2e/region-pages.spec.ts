import { expect, test, type Page } from '@playwright/test';

import { site } from '#shared/site';
import { axeViolations } from '#test-support/axe';

/** Doncaster (DN, £289 / £275 / £262 ex VAT) and Belfast (not served) from the seed. */
const SERVED = { path: '/delivery-areas/doncaster', name: 'Doncaster' };
const NOT_SERVED = { path: '/delivery-areas/belfast', name: 'Belfast' };

const WIDTHS = [390, 1280];

async function expectServedRegionPage(page: Page) {
  await expect(page).toHaveTitle(`Wood Pellet Delivery in ${SERVED.name} | ${site.tradingName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Wood pellet delivery in ${SERVED.name}`,
  );
  const prices = page.getByRole('table', { name: `Price per tonne by quantity in ${SERVED.name}` });
  await expect(prices.getByRole('row', { name: /Single/ })).toContainText('£289.00');
  await expect(prices.getByRole('row', { name: /Single/ })).toContainText('£303.45');
  await expect(prices.getByRole('row', { name: /Wholesale/ })).toContainText('£262.00');
  await expect(page.getByRole('main')).toContainText('DN');
  await expect(page.getByTestId('region-earliest-delivery')).not.toBeEmpty();
  // The lead time in Settings, and the day booked at checkout where a round runs.
  const terms = page.getByTestId('delivery-terms');
  await expect(terms).toContainText('The earliest delivery is 3 working days after your order.');
  await expect(terms).toContainText('you book your day at checkout');
  await expect(page.getByRole('main')).not.toContainText('5-7 working days');
  await expect(
    page.getByRole('link', { name: 'Check the price for your postcode' }),
  ).toHaveAttribute('href', '/#postcode-checker');
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a served region’s page shows its prices, areas and earliest delivery', async ({
      page,
    }) => {
      await page.goto(SERVED.path);
      await expectServedRegionPage(page);
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('a region we do not serve says so and how to ask', async ({ page }) => {
      await page.goto(NOT_SERVED.path);
      await expect(
        page.getByRole('heading', {
          name: `We do not deliver to ${NOT_SERVED.name} at the moment`,
        }),
      ).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: site.phone.display })).toBeVisible();
      await expect(main.getByRole('link', { name: 'send us a message' })).toBeVisible();
      await expect(main.getByRole('table')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('the coverage page links each region to its page', async ({ page }) => {
  await page.goto('/coverage');
  await page.getByRole('link', { name: SERVED.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${SERVED.path}$`));
  await expectServedRegionPage(page);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', {
      name: 'Delivery Coverage',
    })
    .click();
  await expect(page).toHaveURL(/\/coverage$/);
});

test('an unknown region is the 404 page', async ({ page }) => {
  const response = await page.goto('/delivery-areas/atlantis');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of WIDTHS) {
    test(`the region page reads in full at ${width} px, reached from /coverage`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/coverage');
      await page.getByRole('link', { name: SERVED.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${SERVED.path}$`));
      // axe runs in the page, so it checks these pages with JavaScript on (above).
      await expectServedRegionPage(page);
    });
  }
});
