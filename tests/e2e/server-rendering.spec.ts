import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

import { NEEDS_JAVASCRIPT } from '#client/components/ui/client-form.tsx';
import { signUpThroughApi } from '#test-support/e2e-customers';
import { DIRECT_PAGES } from '#test-support/e2e-pages';

/**
 * Everything the browser said while a page loaded and hydrated, apart from expected noise,
 * and every breach of the Content Security Policy (which browsers do not always log).
 */
async function collectConsole(page: Page): Promise<string[]> {
  const said: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    ),
  );
  const expected = (message: ConsoleMessage) =>
    // The 404 page's own status is reported as a failed resource load.
    (message.text().includes('status of 404') &&
      message.location().url.endsWith('/no-such-page')) ||
    // Chromium's advice on password forms, not an error of the page.
    message.text().startsWith('[DOM]');
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !expected(message)) {
      said.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  return said;
}

test.describe('hydration', () => {
  for (const path of DIRECT_PAGES) {
    test(`${path} hydrates without errors or warnings, asking nothing a guest cannot have`, async ({
      page,
    }) => {
      const said = await collectConsole(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      // Hydrated: the forms' fields are enabled only once React has taken the page over.
      await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(said).toEqual([]);
      expect(asked).not.toContain('/api/customers/me');
    });
  }

  test("a signed-in customer's account hydrates without errors", async ({ page, baseURL }) => {
    const said = await collectConsole(page);
    await signUpThroughApi(page.request, baseURL, {
      email: `hydrate-${Date.now()}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada Lovelace');
    await page.getByRole('tab', { name: 'Order History' }).click();
    await expect(page.getByText('No orders yet')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(said).toEqual([]);
  });

  test('moving between pages after hydration renders them in the browser', async ({ page }) => {
    const said = await collectConsole(page);
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery Coverage' }).click();
    await expect(page).toHaveTitle('Delivery Coverage | Northfield Wood Pellets');
    await expect(page.getByRole('table', { name: 'Delivery regions in England' })).toBeVisible();
    expect(said).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the information pages, the coverage table, header and footer links work', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery Coverage' }).click();
    await expect(page).toHaveURL(/\/coverage$/);
    await expect(page.getByRole('table', { name: 'Delivery regions in England' })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 2, name: /^10\. / })).toBeVisible();
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery Times' })).toBeVisible();
  });

  test('the price check and the forms say plainly they need JavaScript or a call', async ({
    page,
  }) => {
    for (const path of ['/', '/contact', '/login']) {
      await page.goto(path);
      // A browser with scripting off shows <noscript>; this one only stops running scripts, so
      // the note is read from the page as sent.
      expect(await page.content()).toMatch(
        new RegExp(`<noscript><p[^>]*>${NEEDS_JAVASCRIPT.replace(/[.]/g, '\\.')}</p></noscript>`),
      );
      await expect(page.getByRole('textbox').first()).toBeDisabled();
    }
  });
});
