import { expect, test } from '@playwright/test';

import { reorderPath } from '#shared/reorder-link';
import { signUpThroughApi } from '#test-support/e2e-customers';
import { shoot } from '#test-support/shoot';

test('a customer turns reorder reminders off on the account page, and back on', async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page.request, baseURL, {
    email: `reminders-${Date.now()}@example.com`,
    firstName: 'Rosalind',
    lastName: 'Franklin',
  });
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Reorder reminders' });
  const toggle = section.getByRole('switch', { name: 'Email me before my pellet store runs low' });
  await expect(toggle).toBeChecked();
  // Consent was not given at sign-up: the box says reminders need it too.
  await expect(section).toContainText('Reminders are only sent while you receive offers');
  await shoot(page, 'account-profile');

  await toggle.click();
  await expect(page.getByText('Reorder reminders saved').first()).toBeVisible();
  await expect(toggle).not.toBeChecked();

  // Saved on the server, not just on the screen.
  await page.reload();
  const reloaded = page
    .getByRole('region', { name: 'Reorder reminders' })
    .getByRole('switch', { name: 'Email me before my pellet store runs low' });
  await expect(reloaded).not.toBeChecked();
  await reloaded.click();
  await expect(reloaded).toBeChecked();
});

test("a reminder's link fills the cart with the usual tonnes at today's price", async ({
  page,
}) => {
  await page.goto(reorderPath(3, 'dn15 8qa'));
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
  // 3 t x £289.00 = £867.00 + VAT £43.35 = £910.35: Doncaster's price now, not the link's.
  await expect(page.getByTestId('checkout-total')).toHaveText('£910.35');
  // The toast says what the link did. Waited for, as a shopper sees it before opening the cart:
  // a toast that arrives over an open dialog takes the next Escape for itself.
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Added to cart'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart).toContainText('3 tonnes ×');

  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();

  // Going back does not add the same tonnes a second time: the link's address is gone.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
});

test('a link to a postcode the shop does not deliver to adds nothing and says why', async ({
  page,
}) => {
  await page.goto(reorderPath(3, 'ZE1 0AA'));
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Delivery not available'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
});
