import { expect, test, type Page } from '@playwright/test';

import { formatLongUkDate } from '#domain/delivery-rounds';
import { formatDeliveryDate } from '#shared/delivery-format';
import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import { signUpThroughApi } from '#test-support/e2e-customers';
import { readOutbox } from '#test-support/e2e-outbox';

const SHOTS = process.env.DELIVERY_SHOTS_DIR;

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

test('the day booked with an order shows in the account, on tracking, and starts the planning', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `booked-${Date.now()}@example.com`;
  await signUpThroughApi(page.request, baseURL, { email, firstName: 'Ada', lastName: 'Booker' });
  // The first day on the seeded Doncaster round with room for the order.
  const offered = await page.request.get('/api/delivery-dates?postcode=DN15%208QA&tonnes=2');
  expect(offered.status()).toBe(200);
  const { days } = (await offered.json()) as { days: { date: string; full: boolean }[] | null };
  const bookedDate = days?.find((day) => !day.full)?.date ?? '';
  expect(bookedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const placed = await page.request.post('/api/orders', {
    data: guestOrder({ firstName: 'Ada', lastName: 'Booker', email, delivery: { bookedDate } }),
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  const day = formatDeliveryDate(bookedDate);

  // The order history.
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Order History' }).click();
  const card = page.getByRole('article', { name: `Order #${id}` });
  await expect(card.getByTestId('delivery-details')).toContainText('Delivery booked for');
  await expect(card.getByTestId('delivery-details')).toContainText(day);

  // The confirmation email states the day and links to tracking, which shows it too.
  let confirmation = '';
  await expect
    .poll(
      () => {
        const found = readOutbox().find(
          (message) =>
            message.raw.includes(email) && /Subject: Order confirmation/.test(message.raw),
        );
        confirmation = found ? unwrap(found.raw) : '';
        return confirmation !== '';
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe(true);
  expect(confirmation).toContain(`Your delivery is booked for ${day}.`);
  const link = /http:\/\/127\.0\.0\.1:\d+\/track\/[\w-]{43}/.exec(confirmation)?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await expect(page.getByTestId('tracked-booked-day')).toHaveText(`Delivery booked for ${day}`);

  // The back office: the drop to schedule shows the day, and selecting it offers that date.
  const admin = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
  });
  const adminPage = await admin.newPage();
  const confirmed = await adminPage.request.patch(`/api/orders/${id}/status`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);
  await adminPage.goto(`${E2E_ADMIN_PATH}#deliveries`);
  const waiting = adminPage.getByRole('region', { name: 'To be scheduled' });
  await waiting.getByRole('button', { name: /^DN\b/ }).click();
  const drop = adminPage.getByRole('row', { name: new RegExp(`#${id}\\b`) });
  await expect(drop.getByTestId('drop-booked-day')).toHaveText(day);
  await expect(adminPage.getByLabel('Delivery date')).toHaveValue('');
  await drop.getByRole('checkbox', { name: `Select order ${id}` }).check();
  await expect(adminPage.getByLabel('Delivery date')).toHaveValue(bookedDate);

  // The customer rings: the business moves the order to the round's next day with room.
  const laterDate = days?.find((d) => !d.full && d.date > bookedDate)?.date ?? '';
  expect(laterDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await adminPage.goto(`${E2E_ADMIN_PATH}#orders/${id}`);
  await adminPage.getByRole('button', { name: 'Move booked day' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Move order #${id} to another day` });
  // A day the round does not run is refused with the server's reason, and nothing moves.
  await dialog.getByLabel('Delivery day').fill('2099-01-01');
  await dialog.getByRole('button', { name: 'Move to this day' }).click();
  await expect(dialog.getByLabel('Delivery day')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Delivery day').fill(laterDate);
  await dialog.getByRole('button', { name: 'Move to this day' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    adminPage.getByRole('status').filter({ hasText: `Order #${id} is booked for` }),
  ).toBeVisible();
  const moved = formatDeliveryDate(laterDate);
  await expect
    .poll(
      () =>
        readOutbox().some(
          (message) =>
            message.raw.includes(email) &&
            unwrap(message.raw).includes(`delivery now ${formatLongUkDate(laterDate)}`),
        ),
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe(true);
  await page.goto(link ?? '');
  await expect(page.getByTestId('tracked-booked-day')).toHaveText(`Delivery booked for ${moved}`);
  await admin.close();
});

test('scheduling a booked order on another day asks why, and the customer hears the day changed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = `moved-${Date.now()}@example.com`;
  const offered = await page.request.get('/api/delivery-dates?postcode=DN15%208QA&tonnes=2');
  const { days } = (await offered.json()) as { days: { date: string; full: boolean }[] | null };
  const free = (days ?? []).filter((day) => !day.full).map((day) => day.date);
  // The customer books a day; the business later delivers on the round's next one.
  const [bookedDate = '', laterDate = ''] = free;
  expect(laterDate > bookedDate).toBe(true);
  const placed = await page.request.post('/api/orders', {
    data: guestOrder({ firstName: 'Ada', lastName: 'Mover', email, delivery: { bookedDate } }),
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };

  const admin = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
  });
  const adminPage = await admin.newPage();
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  const confirmed = await adminPage.request.patch(`/api/orders/${id}/status`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);
  await adminPage.goto(`${E2E_ADMIN_PATH}#deliveries`);
  const waiting = adminPage.getByRole('region', { name: 'To be scheduled' });
  await waiting.getByRole('button', { name: /^DN\b/ }).click();
  await expect(waiting.getByRole('columnheader', { name: 'Earliest/Booked' })).toBeVisible();
  const drop = adminPage.getByRole('row', { name: new RegExp(`#${id}\\b`) });
  await expect(drop.getByRole('cell').filter({ hasText: 'Booked' })).toHaveText(
    `Booked ${formatDeliveryDate(bookedDate)}`,
  );
  await drop.getByRole('checkbox', { name: `Select order ${id}` }).check();

  // Another day than the booked one: the bar names the booked day and asks why.
  await adminPage.getByLabel('Delivery date').fill(laterDate);
  await expect(
    adminPage.getByText(`Order #${id} is booked for ${formatDeliveryDate(bookedDate)}.`),
  ).toBeVisible();
  const scheduleButton = adminPage.getByRole('button', { name: 'Schedule 1 selected' });
  await expect(scheduleButton).toBeDisabled();
  const reason = 'Customer rang: away on the booked day';
  await adminPage.getByLabel('Reason for changing the booked day').fill(reason);
  await shoot(adminPage, 'deliveries-booked-day-reason');
  await scheduleButton.click();
  await expect(drop).toBeHidden();

  // The order goes out on the new day, its booking with it, and the reason shows.
  const day = adminPage.getByRole('region', { name: formatDeliveryDate(laterDate) });
  await day.getByRole('button', { name: /^DN\b/ }).click();
  await expect(drop.getByTestId('drop-booked-day')).toHaveText(formatDeliveryDate(laterDate));
  await expect(drop.getByTestId('early-reason')).toHaveText(`Day changed: ${reason}`);
  await shoot(adminPage, 'deliveries-booked-day-moved');

  // After the undo window the customer's email says the day changed, from which to which.
  await expect
    .poll(
      () =>
        readOutbox().some(
          (message) =>
            message.raw.includes(email) &&
            unwrap(message.raw).includes(
              `Your delivery day has changed from ${formatLongUkDate(bookedDate)} to ${formatLongUkDate(laterDate)}.`,
            ),
        ),
      { timeout: 100_000, intervals: [1000, 2000] },
    )
    .toBe(true);
  await admin.close();
});
