import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { WCAG_22_AA } from '#test-support/axe';

import { ERASURE_MESSAGES } from '#shared/erasure-messages';
import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import { E2E_CUSTOMER_PASSWORD, signUpThroughApi } from '#test-support/e2e-customers';

// The right to erasure (UK GDPR article 17): a customer deletes their own account, and the
// back office erases a guest by email address. The server allows 5 registrations a minute
// per address, so this file registers 4 times at most.

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function placeOrder(request: APIRequestContext, email: string): Promise<number> {
  const placed = await request.post('/api/orders', {
    data: guestOrder({ firstName: 'Ada', lastName: 'Lovelace', email }),
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { id: number }).id;
}

async function asAdmin<T>(
  browser: Browser,
  baseURL: string | undefined,
  work: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
  });
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

async function setStatus(
  request: APIRequestContext,
  orderId: number,
  status: 'confirmed' | 'cancelled',
): Promise<void> {
  const changed = await request.patch(`/api/orders/${orderId}/status`, { data: { status } });
  expect(changed.status(), await changed.text()).toBe(200);
}

/** The answer to the register screen's 'What is a + b?' or 'What is a - b?'. */
async function solveChallenge(page: Page): Promise<number> {
  const label = (await page.getByText(/^What is \d+ [+-] \d+\?$/).textContent()) ?? '';
  const match = /^What is (\d+) ([+-]) (\d+)\?$/.exec(label.trim());
  if (!match) throw new Error(`No maths challenge on the page: ${label}`);
  const [, left, operator, right] = match;
  return operator === '+' ? Number(left) + Number(right) : Number(left) - Number(right);
}

async function openDeleteConfirmation(page: Page) {
  await page.goto('/account');
  const box = page.getByRole('region', { name: 'Delete My Account' });
  await expect(box.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await box.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a customer deletes their account with their password and can register again', async ({
  browser,
  page,
  baseURL,
}) => {
  const email = uniqueEmail('erase-me');
  await signUpThroughApi(page.request, baseURL, {
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const orderId = await placeOrder(page.request, email);

  const dialog = await openDeleteConfirmation(page);
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await expect(password).toBeFocused();
  const submit = dialog.getByRole('button', { name: 'Delete my account permanently' });

  // Checked here first: an empty password never reaches the server.
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter your password');

  await password.fill('not-the-password');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(ERASURE_MESSAGES.wrongPassword);
  await expect(password).toBeFocused();

  // The right password, but the order is still awaiting payment: nothing is erased yet.
  await password.fill(E2E_CUSTOMER_PASSWORD);
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Order #${orderId} is awaiting payment: choose 'Cancel order' on it in Order History first.`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada Lovelace');

  await asAdmin(browser, baseURL, (admin) => setStatus(admin.request, orderId, 'cancelled'));

  const again = await openDeleteConfirmation(page);
  await again.getByLabel('Password', { exact: true }).fill(E2E_CUSTOMER_PASSWORD);
  await again.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notifications(page).getByText(ERASURE_MESSAGES.accountDeleted)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(notifications(page).getByText('Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The address is free again: the same person may come back as a new customer.
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Password', { exact: true }).fill(E2E_CUSTOMER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(E2E_CUSTOMER_PASSWORD);
  await page.getByLabel(/^What is/).fill(String(await solveChallenge(page)));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
});

test("the back office erases a guest's data once their orders are closed", async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('erase-guest');
  await asAdmin(browser, baseURL, async (context) => {
    const page = await context.newPage();
    // Invoices need the VAT number; it is cleared again below for the other specs.
    const vat = await page.request.patch('/api/settings', {
      data: [{ key: 'vat_number', value: 'GB123456789' }],
    });
    expect(vat.ok()).toBe(true);
    try {
      const unpaid = await placeOrder(page.request, email);
      const invoiced = await placeOrder(page.request, email);
      await setStatus(page.request, invoiced, 'confirmed');

      await page.goto(E2E_ADMIN_PATH);
      await page.getByRole('tab', { name: 'Customers', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Data requests' });
      await panel.getByLabel('Email address').fill(email);
      await panel.getByRole('button', { name: 'Look up' }).click();
      await expect(panel.getByRole('list', { name: 'Orders found' })).toContainText(
        `Order #${invoiced}`,
      );

      const actions = panel.getByRole('group', { name: 'Data request actions' });
      await actions.getByRole('button', { name: 'Erase' }).click();
      const dialog = page.getByRole('alertdialog', { name: "Erase this person's data?" });
      const confirmation = dialog.getByLabel('Type the email address again to confirm');
      const erase = dialog.getByRole('button', { name: 'Erase permanently' });
      await expect(erase).toBeDisabled();
      await confirmation.fill(`x${email}`);
      await expect(erase).toBeDisabled();
      // The address as the person wrote it in their request: case does not matter.
      await confirmation.fill(email.toUpperCase());
      await expect(erase).toBeEnabled();

      // Both orders are still under way: the server refuses and nothing changes.
      await erase.click();
      await expect(dialog.getByRole('alert')).toContainText(
        `Order #${unpaid} is awaiting payment: finish or cancel it first.`,
      );
      await expect(dialog.getByRole('alert')).toContainText(`Order #${invoiced} is`);

      await setStatus(page.request, unpaid, 'cancelled');
      await setStatus(page.request, invoiced, 'cancelled');
      const lookedUpAgain = page.waitForResponse(
        (response) =>
          response.url().includes('/api/admin/data-requests?') &&
          response.request().method() === 'GET',
      );
      await erase.click();
      await expect(dialog).toBeHidden();

      const result = panel.getByRole('region', { name: `Erased: ${email}` });
      await expect(result.getByRole('heading')).toBeFocused();
      await expect(result).toContainText('No account to delete');
      await expect(result).toContainText(`Erased now: order #${unpaid}`);
      await expect(result).toContainText(
        new RegExp(
          `Kept until \\d{1,2} [A-Z][a-z]+ \\d{4} \\(invoiced\\): order #${invoiced} \\(invoices? \\d{6}`,
        ),
      );
      await expect(result).toContainText('Contact messages deleted: 0');
      await expect(notifications(page).getByText('Data Erased')).toBeVisible();

      // The panel looks the address up again: no order carries it any more.
      expect((await lookedUpAgain).status()).toBe(200);
      await expect(panel.getByTestId('data-request-found')).toContainText(email);
      await expect(panel.getByRole('list', { name: 'Orders found' })).toHaveCount(0);
      expect(
        (await new AxeBuilder({ page }).include('#data-requests-title').analyze()).violations,
      ).toEqual([]);
    } finally {
      const reset = await page.request.patch('/api/settings', {
        data: [{ key: 'vat_number', value: '' }],
      });
      expect(reset.ok()).toBe(true);
    }
  });
});

// One customer for both widths: registrations are limited to 5 a minute per address, and the
// other specs register too.
test('the account page with the delete confirmation open meets WCAG 2.2 AA at 390 and 1280 px', async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page.request, baseURL, {
    email: uniqueEmail('erase-axe'),
    firstName: 'Mary',
    lastName: 'Somerville',
  });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const dialog = await openDeleteConfirmation(page);
    await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `dialog fits at ${width} px`).toBe(
      true,
    );
    const results = await new AxeBuilder({ page })
      .withTags(WCAG_22_AA)
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
      `axe at ${width} px`,
    ).toEqual([]);
  }
});
