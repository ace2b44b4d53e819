import { expect, test, type Browser, type Page } from '@playwright/test';

import { axeViolations } from '#test-support/axe';
import { E2E_CUSTOMER_PASSWORD, signUpThroughApi } from '#test-support/e2e-customers';
import { readOutbox } from '#test-support/e2e-outbox';

const NEW_PASSWORD = 'a brand new pellet passphrase';
const WRONG = 'Your current password is not right. Your password has not been changed.';

/** A second browser signed in to the same account: the session a change should end. */
async function signInElsewhere(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const signedIn = await context.request.post('/api/customers/login', {
    data: { email, password: E2E_CUSTOMER_PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  expect(signedIn.status()).toBe(200);
  return context;
}

async function fillChange(page: Page, current: string) {
  const section = page.getByRole('region', { name: 'Change Password' });
  await section.getByLabel('Current Password').fill(current);
  await section.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await section.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change Password' }).click();
}

/** The 'password was changed' email to `email`, once the outbox worker has written it. */
async function expectChangedEmail(email: string) {
  await expect
    .poll(
      () =>
        readOutbox().some(({ raw }) => raw.includes(email) && raw.includes('password was changed')),
      { timeout: 12_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a customer changes their password: other devices are signed out, this one stays', async ({
      page,
      browser,
      baseURL,
    }) => {
      const email = `change-password-${width}-${Date.now()}@example.com`;
      await signUpThroughApi(page.request, baseURL, {
        email,
        firstName: 'Katherine',
        lastName: 'Johnson',
      });
      const elsewhere = await signInElsewhere(browser, baseURL, email);

      await page.goto('/account');
      const section = page.getByRole('region', { name: 'Change Password' });
      await expect(section).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // The reset screen's rules and strength meter.
      await section.getByRole('button', { name: 'Change Password' }).click();
      await expect(section.getByText('Enter your current password')).toBeVisible();
      await section.getByLabel('New Password', { exact: true }).fill('pellets');
      await expect(section.getByText('Too weak')).toBeVisible();

      // A wrong current password is said on its field, and nothing changes.
      await fillChange(page, 'not my password at all');
      await expect(section.getByText(WRONG)).toBeVisible();
      await expect(section.getByLabel('Current Password')).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      expect((await elsewhere.request.get('/api/customers/me')).status()).toBe(200);

      await fillChange(page, E2E_CUSTOMER_PASSWORD);
      await expect(
        page.getByRole('region', { name: /Notifications/ }).getByText('Password changed'),
      ).toBeVisible();
      await expect(section.getByLabel('Current Password')).toHaveValue('');

      expect((await elsewhere.request.get('/api/customers/me')).status()).toBe(401);
      await elsewhere.close();
      await page.reload();
      await expect(page.getByRole('region', { name: 'Change Password' })).toBeVisible();
      await expectChangedEmail(email);
    });
  });
}
