import { expect, test } from '@playwright/test';

import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { readOutbox } from '#test-support/e2e-outbox';
import { shoot } from '#test-support/shoot';

const PASSWORD = 'Quiet harbour violin meadow 47';

/** The quoted-printable body of an .eml file, with soft line breaks and '=3D' undone. */
const unwrap = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** Waits (the outbox worker polls every 2 s) for the invitation to `email`; its token. */
async function invitationTokenFor(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      () => {
        for (const { raw } of readOutbox()) {
          const text = unwrap(raw);
          if (!text.includes(email)) continue;
          token = /#invitation=([A-Za-z0-9_-]+)/.exec(text)?.[1];
          if (token) return true;
        }
        return false;
      },
      { timeout: 12_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return token ?? '';
}

test('the owner invites a person, who signs in to the office tabs only; the owner suspends them', async ({
  browser,
  baseURL,
}) => {
  // Two browsers, an emailed link (the outbox worker polls every 2 s) and two sign-ins.
  test.setTimeout(90_000);
  const email = `office-${Date.now()}@northfield.test`;
  const owner = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
    viewport: { width: 1280, height: 900 },
  });
  const page = await owner.newPage();
  await page.goto(E2E_ADMIN_PATH);
  await page.getByRole('tab', { name: 'People', exact: true }).click();
  const people = page.getByRole('table', { name: 'People' });
  await expect(people).toContainText('Owner');

  await page.getByRole('button', { name: 'Invite a person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a person' });
  await dialog.getByLabel('Name').fill('Olive Office');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = people.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Never');
  await shoot(page, 'admin-people-invited');

  // The person opens the emailed link in their own browser and chooses a password.
  const token = await invitationTokenFor(email);
  const person = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const theirs = await person.newPage();
  await theirs.goto(`${E2E_ADMIN_PATH}#invitation=${token}`);
  await theirs.getByLabel('New password').fill(PASSWORD);
  await shoot(theirs, 'admin-people-invitation');
  await theirs.getByRole('button', { name: 'Set my password' }).click();
  await expect(
    theirs.getByRole('status').filter({ hasText: 'Your password is set' }),
  ).toBeVisible();
  await theirs.getByRole('button', { name: 'Go to sign in' }).click();

  await theirs.getByLabel('Your email').fill(email);
  await theirs.getByLabel('Admin password, or your own password').fill(PASSWORD);
  await shoot(theirs, 'admin-people-gate');
  await theirs.getByRole('button', { name: 'Sign in' }).click();
  const tabs = theirs.getByRole('tablist', { name: 'Admin sections' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Orders',
    'Dashboard',
    'Deliveries',
    'Customers',
    'Invoices',
    'Payments',
  ]);
  await expect(theirs.getByText('Olive Office')).toBeVisible();
  await shoot(theirs, 'admin-people-office-view');

  // The owner sees the sign-in, and suspends them: their next request is refused.
  await page.reload();
  await page.getByRole('tab', { name: 'People', exact: true }).click();
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: 'Suspend Olive Office' }).click();
  await expect(row).toContainText('Suspended');
  await expect(row.getByRole('button', { name: 'Reinstate Olive Office' })).toBeVisible();
  await shoot(page, 'admin-people-suspended');
  expect((await theirs.request.get('/api/orders')).status()).toBe(401);

  await person.close();
  await owner.close();
});
