import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from '#test-support/axe';
import { guestOrder } from '#test-support/customers';
import { readOutbox } from '#test-support/e2e-outbox';

// Decisions 028 and 031: once the link emailed to the address has been opened and confirmed,
// the account lists the guest orders placed with it, and the customer adds the ones they tick;
// verifying adds none by itself.

const PASSWORD = 'correct-horse-battery-verify';

/** The quoted-printable body of an .eml file, with soft line breaks and '=3D' undone. */
const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** Waits (the outbox worker polls every 2 s) for the verification email to `email`; its link path. */
async function verificationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const { raw } of readOutbox()) {
          const text = decodeQuotedPrintable(raw);
          if (!text.includes(email) || !/Subject: Confirm your/.test(text)) continue;
          link = /\/verify-email\/[A-Za-z0-9_-]+/.exec(text)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return link ?? '';
}

async function solveChallenge(page: Page): Promise<number> {
  const label = (await page.getByText(/^What is \d+ [+-] \d+\?$/).textContent()) ?? '';
  const match = /^What is (\d+) ([+-]) (\d+)\?$/.exec(label.trim());
  if (!match) throw new Error(`No maths challenge on the page: ${label}`);
  const [, left, operator, right] = match;
  return operator === '+' ? Number(left) + Number(right) : Number(left) - Number(right);
}

async function expectAccessible(page: Page, label: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${label} at ${width} px`).toEqual([]);
  }
}

test('after the emailed link is confirmed, the customer adds the guest order they tick', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `verify-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  // A guest order, placed with no session at all.
  const placed = await request.post('/api/orders', {
    data: guestOrder({ firstName: 'Katherine', lastName: 'Johnson', email }),
    headers: { origin: baseURL ?? '' },
  });
  expect(placed.status()).toBe(201);
  const { id: orderId } = (await placed.json()) as { id: number };

  // The guest registers with the same address.
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill('Katherine');
  await page.getByLabel('Last Name').fill('Johnson');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel(/^What is/).fill(String(await solveChallenge(page)));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Not verified yet: the account says so, and the guest order is not in it.
  await page.goto('/account');
  await expect(page.getByTestId('email-not-verified')).toContainText('Not verified yet.');
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await page.getByRole('tab', { name: 'Order History' }).click();
  await expect(page.getByText('No orders yet')).toBeVisible();

  // The link from the email opens a page that only asks; its button confirms.
  const link = await verificationLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your email address');
  await expectAccessible(page, 'verification page');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/verify-email-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your email address is verified',
  );
  await expect(
    page.getByText(
      'We found an order placed as a guest with this address: if it is yours, you can add it to your account from your account page.',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'verified page');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/verify-email-done-390.png', fullPage: true });

  // Verifying added nothing: the account lists the guest order, unticked (the account has no
  // postcode to match), and the customer adds it.
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByTestId('email-verified')).toContainText('Verified.');
  const choice = page.getByTestId('guest-orders');
  await expect(choice.getByRole('heading', { name: 'Orders placed as a guest' })).toBeVisible();
  const box = choice.getByRole('checkbox', { name: new RegExp(`^Order #${orderId},`) });
  await expect(box).not.toBeChecked();
  const add = choice.getByRole('button', { name: 'Add the ticked orders to my account' });
  await expect(add).toBeDisabled();
  await box.check();
  await expectAccessible(page, 'guest orders to add');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await choice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/guest-orders-${width}.png`, fullPage: true });
  }
  await add.click();
  await expect(page.getByText('The order is now in your account.').first()).toBeVisible();
  await expect(choice).toHaveCount(0);
  await page.getByRole('tab', { name: 'Order History' }).click();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toContainText(String(orderId));

  // The link is spent: opening it again says so and changes nothing.
  await page.goto(link);
  await expect(page.getByText('This verification link has already been used')).toBeVisible();
  await expectAccessible(page, 'used link page');
});
