import { expect, test } from '@playwright/test';
import { axeViolations } from '#test-support/axe';

/** WCAG 2.2 at level AA, with the levels it builds on (as accessibility.spec.ts checks). */
for (const width of [390, 1280]) {
  test(`the privacy notice reads well and passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
    await expect(page.getByText('6 years after the invoice date', { exact: false })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/privacy-${width}.png`, fullPage: true });
  });
}

test('the footer and the registration page link to the privacy notice', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('link', { name: 'our privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});
