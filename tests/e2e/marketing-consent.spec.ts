import { expect, test, type Page } from '@playwright/test';

import { MARKETING_CONSENT_WORDING } from '#shared/marketing-consent';

const PASSWORD = 'correct-horse-battery';

/** The answer to the register screen's 'What is a + b?' or 'What is a - b?'. */
async function solveChallenge(page: Page): Promise<number> {
  const label = (await page.getByText(/^What is \d+ [+-] \d+\?$/).textContent()) ?? '';
  const match = /^What is (\d+) ([+-]) (\d+)\?$/.exec(label.trim());
  if (!match) throw new Error(`No maths challenge on the page: ${label}`);
  const [, left, operator, right] = match;
  return operator === '+' ? Number(left) + Number(right) : Number(left) - Number(right);
}

test('a shopper opts in to offers when registering, then opts out on the account page', async ({
  page,
}) => {
  await page.goto('/register');
  const box = page.getByRole('checkbox', { name: MARKETING_CONSENT_WORDING });
  // Consent is asked for, never assumed.
  await expect(box).not.toBeChecked();

  await page.getByLabel('Email').fill(`offers-${Date.now()}@example.com`);
  await page.getByLabel('First Name').fill('Mary');
  await page.getByLabel('Last Name').fill('Somerville');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await box.check();
  await page.getByLabel(/^What is/).fill(String(await solveChallenge(page)));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Offers and Reminders' });
  const accountBox = section.getByRole('checkbox', { name: MARKETING_CONSENT_WORDING });
  await expect(accountBox).toBeChecked();
  await expect(section.getByTestId('marketing-state')).toContainText(
    'You receive offers and reminders',
  );
  const save = section.getByRole('button', { name: 'Update preference' });
  await expect(save).toBeDisabled();

  await accountBox.uncheck();
  await save.click();
  await expect(page.getByText('Email preferences saved').first()).toBeVisible();
  await expect(section.getByTestId('marketing-state')).toContainText(
    'You receive no offers or reminders',
  );

  // Saved on the server, not just on the screen.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Offers and Reminders' })
      .getByRole('checkbox', { name: MARKETING_CONSENT_WORDING }),
  ).not.toBeChecked();
});
