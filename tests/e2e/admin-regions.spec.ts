import { expect, test } from '@playwright/test';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';

test.beforeEach(async ({ page, browser, baseURL }) => {
  await page.context().addCookies((await e2eAdminState(browser, baseURL)).cookies);
  await page.goto(E2E_ADMIN_PATH);
  await page.getByRole('tab', { name: 'Regional Pricing' }).click();
  await expect(page.getByRole('table', { name: 'Regions' }).getByRole('row')).not.toHaveCount(1);
});

test('the regions are grouped by country and filtered by name, country or postcode', async ({
  page,
}) => {
  const table = page.getByRole('table', { name: 'Regions' });
  const groupHeadings = table.getByRole('columnheader').filter({ hasText: /enabled$/ });
  await expect(groupHeadings.first()).toHaveText(/^England\s*\d+ of \d+ enabled$/);
  const countries = (await groupHeadings.allTextContents()).map((text) =>
    text.replace(/\s*\d+ of \d+ enabled$/, ''),
  );
  expect(countries.slice(0, 4)).toEqual(['England', 'Wales', 'Scotland', 'Northern Ireland']);

  const filter = page.getByLabel('Filter regions');
  const regionRows = table.locator('tbody tr').filter({ has: page.getByRole('rowheader') });
  const total = await regionRows.count();

  // A whole postcode finds the region that delivers to it.
  await filter.fill('dn15 8qa');
  await expect(regionRows).toHaveCount(1);
  await expect(regionRows.first().getByRole('rowheader')).toHaveText('Doncaster');
  await expect(page.getByRole('status').filter({ hasText: 'regions' })).toHaveText(
    `1 of ${total} regions`,
  );

  // A country lists only its regions, under its own heading.
  await filter.fill('wales');
  await expect(groupHeadings).toHaveCount(1);
  await expect(groupHeadings).toHaveText(/^Wales/);
  for (const row of await regionRows.all()) await expect(row).toContainText('Wales');

  await filter.fill('Aberd');
  await expect(regionRows).toHaveCount(1);
  await expect(regionRows.first().getByRole('rowheader')).toHaveText('Aberdeen');

  await filter.fill('no such place');
  await expect(table).toContainText('No region matches "no such place".');
  await filter.fill('');
  await expect(regionRows).toHaveCount(total);
});

test('deleting all regions lives apart, and asks for DELETE typed out', async ({ page }) => {
  // Import and export stay at the top; delete all is in its own danger zone.
  const dangerZone = page.getByRole('region', { name: 'Danger zone' });
  await expect(dangerZone.getByRole('button', { name: 'Delete all regions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete all regions' })).toHaveCount(1);

  // Answered here, so the regions of the other tests stay: only the request matters.
  let deletes = 0;
  await page.route('**/api/admin/regions/delete-all', async (route) => {
    deletes += 1;
    await route.fulfill({ json: { message: 'All regions deleted', deleted: 0 } });
  });

  await dangerZone.getByRole('button', { name: 'Delete all regions' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete all regions?' });
  const typed = dialog.getByLabel('Type DELETE to confirm');
  const yes = dialog.getByRole('button', { name: 'Yes, delete all regions' });
  await expect(yes).toBeDisabled();
  await typed.fill('delete');
  await expect(yes).toBeDisabled();
  await typed.press('Enter');
  await expect(dialog).toBeVisible();

  // Cancel forgets what was typed.
  await typed.fill('DELETE');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dangerZone.getByRole('button', { name: 'Delete all regions' }).click();
  await expect(typed).toHaveValue('');
  expect(deletes).toBe(0);

  await typed.fill('DELETE');
  await expect(yes).toBeEnabled();
  await yes.click();
  await expect(dialog).toBeHidden();
  await expect(
    page.locator('[role="region"] li').filter({ hasText: 'Regions Deleted' }),
  ).toBeVisible();
  expect(deletes).toBe(1);
});
