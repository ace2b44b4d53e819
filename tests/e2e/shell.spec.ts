import { expect, test } from '@playwright/test';

const infoPages = [
  { link: 'About', path: '/about', heading: 'About Us' },
  { link: 'Delivery', path: '/delivery', heading: 'Delivery Information' },
  { link: 'Coverage', path: '/coverage', heading: 'Delivery Coverage' },
  { link: 'Contact', path: '/contact', heading: 'Contact Us' },
] as const;

test('the header navigation reaches each information page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const info of infoPages) {
    await nav.getByRole('link', { name: info.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${info.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: info.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${info.heading} | Northfield Wood Pellets`);
    await expect(nav.getByRole('link', { name: info.link, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Northfield Wood Pellets home' })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('every screen of the shop has a route of its own', async ({ page }) => {
  const paths = [
    '/terms',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/account',
    '/order-summary',
    '/checkout',
    '/order-confirmed',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  }
});

test('a page whose code cannot be downloaded says so, and the rest of the shop goes on', async ({
  page,
}) => {
  await page.route(/\/assets\/about-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('check your internet connection');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await nav.getByRole('link', { name: 'Delivery', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Information' })).toBeVisible();
});

test('a toast whose code cannot be downloaded leaves the page working', async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.route(/\/assets\/toaster-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  await page.getByLabel('Delivery postcode').fill('DN15 8QA');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('estimate-total')).toBeVisible();
  await expect(page.getByText('Postcode validated')).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the footer links to coverage and states the business hours', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Mon-Fri 8-6, Sat 9-4, Sun closed');
  await footer.getByRole('link', { name: 'Delivery Coverage' }).click();
  await expect(page).toHaveURL(/\/coverage$/);
});

test('hero buttons lead to the postcode checker and the delivery page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Regional Pricing' }).click();
  await expect(page.getByLabel('Delivery postcode')).toBeFocused();
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
});

test('the empty cart panel offers to start shopping at the postcode checker', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open cart, 0 items' }).click();
  const panel = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(panel).toContainText('Delivery included in price');
  await panel.getByRole('button', { name: 'Start shopping' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Delivery postcode')).toBeFocused();
});

test('the cart panel lists, clears and removes items', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Delivery postcode').fill('DN15 8QA');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByLabel('Quantity (tonnes)').fill('2');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
  const panel = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(panel).toContainText('Premium Wood Pellets');
  await expect(panel).toContainText('Doncaster');
  await expect(panel).toContainText('£578'); // 2 t x £289, whole pounds in the panel
  await expect(panel).toContainText('£607'); // £606.90 inc. VAT, rounded
  await panel.getByRole('button', { name: 'Clear' }).click();
  await expect(panel.getByRole('button', { name: 'Start shopping' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/');
  await page.getByLabel('Delivery postcode').fill('DN15 8QA');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
  await panel.getByRole('button', { name: /^Remove/ }).click();
  await expect(panel.getByRole('button', { name: 'Start shopping' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
});

test('F8 moves focus to the notifications area', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Delivery postcode').fill('DN15 8QA');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Postcode validated').first()).toBeVisible();
  await page.keyboard.press('F8');
  const focusedInRegion = await page.evaluate(
    () => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null,
  );
  expect(focusedInRegion).toMatch(/Notifications/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the postcode checker is visible and usable', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Regional Pricing' }).click();
    const postcode = page.getByLabel('Delivery postcode');
    await expect(postcode).toBeInViewport();
    await postcode.fill('DN15 8QA');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByTestId('estimate-total')).toHaveText('£303.45');
    await expect(page.getByRole('heading', { name: 'Prices for Doncaster' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the menu button opens the navigation', async ({ page }) => {
    await page.goto('/');
    await page.locator('header summary', { hasText: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Delivery', exact: true }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(menu).toBeHidden();
  });
});
