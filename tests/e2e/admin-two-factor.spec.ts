import { expect, test, type Page } from '@playwright/test';

import { totpCodeAt } from '#server/security/totp';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_PATH } from '#test-support/admin';

const STEP_MS = 30_000;

/** The toasts; a modal dialog hides the rest of the page from the accessibility tree. */
const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true });

async function signInWithPassword(page: Page) {
  await page.goto(E2E_ADMIN_PATH);
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openSettings(page: Page) {
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('a session that ends while a form is open keeps the form; signing in again saves it', async ({
  page,
}) => {
  await signInWithPassword(page);
  await openSettings(page);
  const email = page.getByLabel('Customer service email');
  await expect(email).not.toHaveValue('');
  const original = await email.inputValue();
  const typed = `help-${Date.now()}@pellets.example`;
  await email.fill(typed);

  // The session ends on the server (as after 30 minutes idle) while the form is open.
  expect((await page.request.post('/api/admin/logout')).status()).toBe(200);
  await page.getByRole('button', { name: 'Save settings' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();

  await expect(email).toHaveValue(typed);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toasts(page)).toContainText('Settings Saved');
  await page.reload();
  await openSettings(page);
  await expect(page.getByLabel('Customer service email')).toHaveValue(typed);

  // The contact form's tests read where messages go: put the address back.
  const restored = await page.request.patch('/api/settings', {
    data: [{ key: 'customer_service_email', value: original }],
  });
  expect(restored.status()).toBe(200);
});

test.describe('two-factor sign-in', () => {
  let secret = '';
  let enabledAt = 0;
  let recoveryCode = '';

  // The shop is shared with the other browser tests, which sign in with the password alone.
  test.afterAll(async ({ browser, baseURL }) => {
    if (!secret) return;
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.request.post('/api/admin/authenticate', { data: { password: E2E_ADMIN_PASSWORD } });
    await page.request.post('/api/admin/authenticate/code', { data: { code: recoveryCode } });
    // Each code works once and the sign-in used the step after setup's: the one after that
    // is accepted (one step of drift) once the sign-in's step is the current one.
    const signInStep = Math.floor(enabledAt / STEP_MS) + 1;
    while (Math.floor(Date.now() / STEP_MS) < signInStep) await page.waitForTimeout(1000);
    const code = totpCodeAt(secret, new Date((signInStep + 1) * STEP_MS));
    const off = await page.request.post('/api/admin/two-factor/disable', {
      data: { password: E2E_ADMIN_PASSWORD, code },
    });
    expect(off.status()).toBe(200);
    await context.close();
  });

  test('is set up from Settings by reading the key, then asked for at sign-in', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInWithPassword(page);
    await openSettings(page);
    // Changing two-factor sign-in asks for the password again: none, or a wrong one, is refused.
    const setUp = page.getByRole('button', { name: 'Set up two-factor sign-in' });
    await setUp.click();
    await expect(page.getByText('Enter the admin password')).toBeVisible();
    await page.getByLabel('Admin password').fill('not the password');
    await setUp.click();
    await expect(page.getByText('That is not the admin password.')).toBeVisible();
    await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
    await setUp.click();
    await expect(
      page.getByRole('img', { name: 'QR code for the authenticator app' }),
    ).toBeVisible();
    secret = (await page.locator('#two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A wrong first code is refused and changes nothing.
    await page.getByLabel('Code the app shows').fill('000000');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByText(/That code is not right/).first()).toBeVisible();

    enabledAt = Date.now();
    await page.getByLabel('Code the app shows').fill(totpCodeAt(secret, new Date(enabledAt)));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recoveryCode = (await codes.first().textContent()) ?? '';
    await page.getByRole('button', { name: 'I have kept the recovery codes' }).click();
    await expect(page.getByText(/10 recovery codes left/)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    // Settings has its own password fields now (for changes): wait for the gate's alone.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const code = page.getByLabel('Code from your authenticator app');
    await expect(code).toBeVisible();
    // The code used to turn it on is spent; the next step's code (one step of drift) works.
    await code.fill(totpCodeAt(secret, new Date(enabledAt)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/That code is not right/).first()).toBeVisible();
    await code.fill(totpCodeAt(secret, new Date(enabledAt + STEP_MS)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
    await expect(toasts(page)).toContainText('Access Granted');

    // Turning it off asks for the password and a code; without the password nothing changes.
    await openSettings(page);
    const off = page.getByRole('button', { name: 'Turn off two-factor sign-in' });
    await page.locator('#two-factor-disable-code').fill('123456');
    await off.click();
    await expect(page.locator('#two-factor-disable-password-error')).toHaveText(
      'Enter the admin password',
    );
    await expect(page.getByText(/10 recovery codes left|9 recovery codes left/)).toBeVisible();
  });
});
