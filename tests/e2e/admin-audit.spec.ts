import { expect, test } from '@playwright/test';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { shoot } from '#test-support/shoot';

test('the Audit tab lists changes newest first, with old and new values, and filters them', async ({
  browser,
  baseURL,
}) => {
  // Someone guessing at the gate from another browser.
  const stranger = await browser.newContext({ baseURL });
  const guess = await stranger.request.post('/api/admin/authenticate', {
    data: { password: 'not the password' },
  });
  expect(guess.status()).toBe(401);
  await stranger.close();

  const context = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
  });
  const page = await context.newPage();
  await page.goto(E2E_ADMIN_PATH);
  const original = (
    (await (await page.request.get('/api/settings')).json()) as { key: string; value: string }[]
  ).find((setting) => setting.key === 'customer_service_email')!.value;
  const email = `audit-${Date.now()}@northfield.test`;
  const saved = await page.request.patch('/api/settings', {
    data: [{ key: 'customer_service_email', value: email }],
  });
  expect(saved.status()).toBe(200);

  await page.getByRole('tab', { name: 'Audit', exact: true }).click();
  const table = page.getByRole('table', { name: 'Audit log' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Settings: changed');
  await expect(firstRow).toContainText('Back office');
  await expect(firstRow).toContainText(`customer_service_email:`);
  await expect(firstRow.getByRole('insertion')).toHaveText(email);
  await expect(firstRow.getByRole('deletion')).not.toHaveText(email);

  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'Back-office sign-in' }).click();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Back office: wrong password' }).click();
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Back office: wrong password');
  await expect(rows.nth(1)).toContainText('Visitor');
  await expect(table).not.toContainText('Settings: changed');
  await shoot(page, 'admin-audit-filtered');
  for (const row of await rows.all()) {
    if ((await row.getByRole('cell').count()) > 1) {
      await expect(row).toContainText('Back office: wrong password');
    }
  }

  // No filter matches: the table says so rather than showing an empty grid.
  await page.getByRole('combobox', { name: 'Who' }).click();
  await page.getByRole('option', { name: 'Payment provider' }).click();
  await expect(table).toContainText('No audit entries found.');

  // The contact form's tests read where messages go: put the address back.
  const restored = await page.request.patch('/api/settings', {
    data: [{ key: 'customer_service_email', value: original }],
  });
  expect(restored.status()).toBe(200);
  await context.close();
});
