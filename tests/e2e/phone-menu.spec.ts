import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '#test-support/axe';

// The toggle is the `<summary>` of a native disclosure, which has no ARIA role of its own.
const menuToggle = (page: Page) => page.locator('header summary');
const phoneMenu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the menu opens, names its state and leads to a page', async ({ page }) => {
      await page.goto('/');
      const toggle = menuToggle(page);
      await expect(toggle).toHaveAccessibleName('Open menu');
      await expect(phoneMenu(page)).toBeHidden();

      await toggle.click();
      await expect(phoneMenu(page)).toBeVisible();
      await expect(toggle).toHaveAccessibleName('Close menu');
      // axe runs as a script in the page, so it can check only where scripts run; the markup
      // it checks is the server's, the same either way.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await phoneMenu(page).getByRole('link', { name: 'Delivery', exact: true }).click();
      await expect(page).toHaveURL(/\/delivery$/);
      await expect(
        page.getByRole('heading', { name: 'Delivery Information', exact: true }),
      ).toBeVisible();
      await expect(phoneMenu(page)).toBeHidden();
    });

    test('the menu opens from the keyboard', async ({ page }) => {
      await page.goto('/');
      await menuToggle(page).focus();
      await page.keyboard.press('Enter');
      await expect(phoneMenu(page)).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(phoneMenu(page)).toBeHidden();
    });
  });
}

test('with JavaScript, Escape closes the menu and gives the focus back to its toggle', async ({
  page,
}) => {
  await page.goto('/');
  await menuToggle(page).click();
  await phoneMenu(page).getByRole('link', { name: 'About', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(phoneMenu(page)).toBeHidden();
  await expect(menuToggle(page)).toBeFocused();
});
