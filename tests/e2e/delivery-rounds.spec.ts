import { expect, test } from '@playwright/test';
import { axeViolations } from '#test-support/axe';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';

/** WCAG 2.2 at level AA, with the levels it builds on (as accessibility.spec.ts). */
test.beforeEach(async ({ page, browser, baseURL }) => {
  // The tab loads every round and a fortnight's offers: slow on a busy machine.
  test.setTimeout(90_000);
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
    // A hundred rounds and more: the planner finds the new one by its name.
    await page.getByLabel('Search rounds').fill(name);
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

test('the rounds table shows a page at a time and narrows by name, area, weekday and status', async ({
  page,
}) => {
  // A long tab read row by row: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const rounds = page.getByRole('table', { name: 'Delivery rounds' });
  const pages = page.getByRole('navigation', { name: 'rounds pages' });
  // A fresh shop has a round for each of its regions: more than one page of 10.
  await expect(rounds.getByRole('rowheader')).toHaveCount(10);
  await expect(pages).toContainText(/Showing 1–10 of \d+ rounds/);
  const firstPage = await rounds.getByRole('rowheader').allTextContents();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText(/Showing 11–20 of/);
  expect(await rounds.getByRole('rowheader').allTextContents()).not.toEqual(firstPage);

  // By name or postcode area (DN matches Doncaster's areas, and Llandudno's name), from page 1.
  await page.getByLabel('Search rounds').fill('DN');
  await expect(pages).toContainText(/Showing 1–\d+ of \d+ rounds/);
  await expect(rounds.getByRole('rowheader', { name: 'Doncaster' })).toBeVisible();
  for (const row of await rounds
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .all()) {
    const name = (await row.getByRole('rowheader').textContent()) ?? '';
    const areas = (await row.locator('td[data-label="Areas"]').textContent()) ?? '';
    expect(`${name.toUpperCase()} ${areas}`).toMatch(/DN/);
  }
  await page.getByLabel('Search rounds').fill('');
  await page.getByLabel('Round status', { exact: true }).selectOption('disabled');
  await page.getByLabel('Runs on', { exact: true }).selectOption('Sunday');
  await expect(page.getByText('No round matches these filters.')).toBeVisible();
  await expect(rounds).toBeHidden();
  await page.getByLabel('Round status', { exact: true }).selectOption('');
  await page.getByLabel('Runs on', { exact: true }).selectOption('');
  await expect(rounds.getByRole('rowheader')).toHaveCount(10);
});

test('a closed day needs its date, is refused a second time on it, and opens again', async ({
  page,
}) => {
  const form = page.getByRole('form', { name: 'Close a day' });
  const day = form.getByLabel('Day', { exact: true });
  await form.getByRole('button', { name: 'Close day' }).click();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText('Please choose the day.');

  await day.fill('2099-12-30');
  await form.getByLabel('Reason').fill('Stocktake');
  await form.getByRole('button', { name: 'Close day' }).click();
  const closed = page.getByRole('listitem').filter({ hasText: 'Stocktake' });
  await expect(closed).toContainText('Every round');
  await expect(day).toHaveValue('');

  // The server's refusal (a 409, closed already) is said on the date.
  await day.fill('2099-12-30');
  await form.getByRole('button', { name: 'Close day' }).click();
  await expect(form.getByRole('alert')).toContainText('2099-12-30 is closed already');
  await expect(day).toHaveAttribute('aria-invalid', 'true');

  // One shared shop: leave it as it was.
  await closed.getByRole('button', { name: /^Open .* again for every round$/ }).click();
  await expect(closed).toHaveCount(0);
});
