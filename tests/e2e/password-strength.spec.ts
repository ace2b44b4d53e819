import { expect, test } from '@playwright/test';

test('the register form judges a password as it is typed, loading the policy only then', async ({
  page,
}) => {
  const policyRequests: string[] = [];
  page.on('request', (request) => {
    if (/password-policy-[^/]+\.js$/.test(request.url())) policyRequests.push(request.url());
  });
  await page.goto('/register');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada.lovelace@example.com');
  expect(policyRequests).toEqual([]);

  await password.fill('password1');
  const hint = page.locator('#register-password-hint');
  await expect(hint).toContainText('Strength: Too weak');
  await expect(hint).toContainText('one of the most commonly used passwords');
  expect(policyRequests).toHaveLength(1);

  await password.fill('lovelace2024');
  await expect(hint).toContainText('too close to your name or email address');

  await password.fill('four goats graze near whitby abbey');
  await expect(hint).toContainText('Strength: Strong');
  // The hint is read with the field.
  await expect(password).toHaveAttribute('aria-describedby', /register-password-hint/);
});
