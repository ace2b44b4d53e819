import { expect, test, type Page } from '@playwright/test';

import { formatLongUkDate } from '#domain/delivery-rounds';
import { formatDeliveryDate } from '#shared/delivery-format';
import { axeViolations } from '#test-support/axe';
import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import { signUpThroughApi } from '#test-support/e2e-customers';
import { readOutbox } from '#test-support/e2e-outbox';

const SHOTS = process.env.ACCOUNT_SHOTS_DIR;

/** Screenshots at a phone's and a desktop's width, when a folder for them is given. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Quoted-printable bodies wrap long lines with "=\n" and encode "=" as "=3D". */
const unwrap = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

async function signUp(page: Page, baseURL: string | undefined, name: string) {
  const email = `${name}-${Date.now()}@example.com`;
  await signUpThroughApi(page.request, baseURL, { email, firstName: 'Ada', lastName: 'Actor' });
  return email;
}

async function placeOrder(page: Page, email: string, extra: Record<string, unknown> = {}) {
  const placed = await page.request.post('/api/orders', {
    data: guestOrder({ firstName: 'Ada', lastName: 'Actor', email, ...extra }),
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { id: number }).id;
}

async function openOrderHistory(page: Page) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Order History' }).click();
}

test('one order shows whole, with no scroll box; the customer cancels it before it is confirmed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page, baseURL, 'cancel-own');
  const id = await placeOrder(page, email);
  await openOrderHistory(page);
  const card = page.getByRole('article', { name: `Order #${id}` });
  await expect(card).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order list' })).toHaveCount(0);
  await expect(page.getByTestId('order-list-cue')).toHaveCount(0);
  await expect(page.getByText(/1 orders/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'order-history');

  await card.getByRole('button', { name: `Cancel order #${id}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel order #${id}?` });
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('order-status')).toHaveText('pending');

  await card.getByRole('button', { name: `Cancel order #${id}` }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('order-status')).toHaveText('cancelled');
  await expect(card.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
});

test('a confirmed order is asked about; the back office sees the request', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page, baseURL, 'ask-cancel');
  const id = await placeOrder(page, email);
  const admin = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
  });
  const adminPage = await admin.newPage();
  const confirmed = await adminPage.request.patch(`/api/orders/${id}/status`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  await openOrderHistory(page);
  const card = page.getByRole('article', { name: `Order #${id}` });
  await expect(card.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
  await card.getByRole('button', { name: `Ask to cancel order #${id}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Ask us to cancel order #${id}?` });
  await dialog.getByRole('button', { name: 'Ask to cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('cancel-requested')).toContainText(
    'You asked us to cancel this order on',
  );
  await expect(card.getByRole('button', { name: /Ask to cancel/ })).toHaveCount(0);
  await shoot(page, 'order-history-asked');

  await adminPage.goto(`${E2E_ADMIN_PATH}#orders/${id}`);
  // The back office's bundle loads first.
  await expect(adminPage.getByTestId('cancel-request-banner')).toContainText(
    'The customer asked to cancel this order on',
    { timeout: 30_000 },
  );
  await expect(adminPage.getByText(/Cancel requested/i).first()).toBeVisible();
  await adminPage.goto(`${E2E_ADMIN_PATH}#orders`);
  await adminPage.getByLabel('Cancel requests').click();
  await adminPage.getByRole('option', { name: 'Asked to cancel' }).click();
  const row = adminPage.getByRole('row', { name: new RegExp(`#${id}\\b`) });
  await expect(row.getByText('Asked to cancel')).toBeVisible();
  await admin.close();
});

test('the customer moves the booked day to another free day and is emailed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page, baseURL, 'move-day');
  const offered = await page.request.get('/api/delivery-dates?postcode=DN15%208QA&tonnes=2');
  const { days } = (await offered.json()) as { days: { date: string; full: boolean }[] | null };
  const free = (days ?? []).filter((day) => !day.full).map((day) => day.date);
  const [bookedDate = '', laterDate = ''] = free;
  expect(laterDate > bookedDate).toBe(true);
  const id = await placeOrder(page, email, { delivery: { bookedDate } });

  await openOrderHistory(page);
  const card = page.getByRole('article', { name: `Order #${id}` });
  await expect(card.getByTestId('delivery-details')).toContainText(formatDeliveryDate(bookedDate));
  await card.getByRole('button', { name: `Change delivery day of order #${id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the delivery day' });
  await expect(dialog.getByRole('radio', { name: formatLongUkDate(bookedDate) })).toHaveCount(0);
  await shoot(page, 'move-day-dialog');
  await dialog.getByRole('radio', { name: formatLongUkDate(laterDate) }).check();
  await dialog.getByRole('button', { name: 'Move delivery' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('delivery-details')).toContainText(formatDeliveryDate(laterDate));

  await expect
    .poll(
      () =>
        readOutbox().some(
          (message) =>
            message.raw.includes(email) &&
            unwrap(message.raw).includes(
              `from ${formatLongUkDate(bookedDate)} to ${formatLongUkDate(laterDate)}`,
            ),
        ),
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe(true);
});

test('a long history opens with its newest orders and shows the rest on request', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page, baseURL, 'many-orders');
  for (let i = 0; i < 7; i += 1) await placeOrder(page, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await openOrderHistory(page);
  await expect(page.getByTestId('order-card')).toHaveCount(5);
  await expect(page.getByTestId('order-list-cue')).toHaveText('Showing 5 of 7 orders');
  await page.getByRole('button', { name: 'Show all 7 orders' }).click();
  await expect(page.getByTestId('order-card')).toHaveCount(7);
  // The first order revealed takes the focus, so the keyboard carries on from there.
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByTestId('order-card') })
      .nth(5),
  ).toBeFocused();
  await expect(page.getByRole('button', { name: /Show all/ })).toHaveCount(0);
});
