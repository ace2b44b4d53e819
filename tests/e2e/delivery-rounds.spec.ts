import { expect, test } from '@playwright/test';
import { axeViolations } from '#test-support/axe';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';

/** WCAG 2.2 at level AA, with the levels it builds on (as accessibility.spec.ts). */
test.beforeEach(async ({ page, browser, baseURL }) => {
  await page.context().addCookies((await e2eAdminState(browser, baseURL)).cookies);
  await page.goto(E2E_ADMIN_PATH);
  await page.getByRole('tab', { name: 'Deliveries', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Delivery rounds' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`at ${width} px the back office adds a round, sees an overlap refused, and deletes it`, async ({
    page,
  }) => {
    // A whole journey with two axe scans of a long tab: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const name = `Weekend Scunthorpe ${width}`;
    const rounds = page.getByRole('table', { name: 'Delivery rounds' });
    expect(await axeViolations(page), 'rounds section').toEqual([]);

    await page.getByRole('button', { name: 'Add round' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a round' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Postcode areas or districts').fill('dn15');
    // The seeded Doncaster round serves DN on two weekdays: every weekday but one is refused.
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await dialog.getByRole('checkbox', { name: day }).check();
    }
    await dialog.getByRole('button', { name: 'Add round' }).click();
    const areas = dialog.getByLabel('Postcode areas or districts');
    await expect(areas).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('alert')).toContainText('already delivers to DN');
    expect(await axeViolations(page), 'round dialog with an error').toEqual([]);

    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await dialog.getByRole('checkbox', { name: day }).uncheck();
    }
    await dialog.getByRole('checkbox', { name: width === 390 ? 'Saturday' : 'Sunday' }).check();
    await dialog.getByRole('button', { name: 'Add round' }).click();
    await expect(dialog).toBeHidden();
    const row = rounds.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row).toContainText('DN15');
    await expect(row).toContainText(width === 390 ? 'Sat' : 'Sun');

    // One shared shop: leave it as it was.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Yes, delete the round' })
      .click();
    await expect(rounds.getByRole('rowheader', { name })).toHaveCount(0);
  });
}
