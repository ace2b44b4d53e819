import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

import { formatGBP, parsePounds } from '#domain/money';
import { ukDate } from '#domain/uk-date';
import { formatDeliveryDate } from '#shared/delivery-format';
import type { DeliveryDates } from '#shared/schemas/delivery';
import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { readOutbox } from '#test-support/e2e-outbox';

const SHOTS = process.env.DELIVERY_SHOTS_DIR;

/** Screenshots at a phone's and a desktop's width, when a folder for them is given. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** A progress email waits out the one-minute undo window, then the worker sends it. */
async function waitForEmail(match: (raw: string) => boolean): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox().find((message) => match(message.raw))?.raw;
        return found !== undefined;
      },
      { timeout: 90_000, intervals: [1000, 2000] },
    )
    .toBe(true);
  return found ?? '';
}

/** Quoted-printable bodies wrap long lines with "=\n" and encode "=" as "=3D". */
const unwrap = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

test('a guest orders blown pellets, the back office schedules them, the customer tracks them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `blown-${Date.now()}@example.com`;
  // Where no round runs the business arranges the day and the customer gives the earliest date
  // they can take it. Every enabled region has a round on a fresh shop: stand in for one
  // without, so the calendar shows in place of the round's days.
  await page.route('**/api/delivery-dates?*', async (route) => {
    const answer = (await (await route.fetch()).json()) as DeliveryDates;
    await route.fulfill({
      json: { ...answer, days: null, promise: 'We deliver to DN by arrangement: call us' },
    });
  });
  await page.goto('/');
  await page.getByLabel('Quantity (tonnes)').fill('6');
  await page.getByLabel('Delivery postcode').fill('dn15 8qa');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('01632 960123');
  await page.getByLabel('Address Line 1').fill('12 Foxhills Road');
  await page.getByLabel('City').fill('Scunthorpe');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('DN15 8QA');
  await page.getByRole('radio', { name: 'Blown into a store' }).check();
  await page.getByLabel('Largest lorry that can reach the drop point').selectOption('7.5t');
  const hose = page.getByLabel(/Hose distance/);
  await hose.fill('45');
  await expect(page.getByText(/Over 30 m the pellets can break up/)).toBeVisible();
  await hose.fill('25');
  await expect(page.getByText(/Over 30 m the pellets can break up/)).toBeHidden();
  const dates = page.getByLabel('Earliest date you can take delivery');
  await expect(dates).toBeEnabled();
  // The customer can take delivery from the second date offered; the business books the first.
  const firstDate = await dates.locator('option').nth(1).getAttribute('value');
  const earliestDate = await dates.locator('option').nth(2).getAttribute('value');
  expect(firstDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(earliestDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await dates.selectOption(earliestDate ?? '');
  await page.getByLabel('Access notes').fill('Store is behind the garage; gate code 1234.');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await shoot(page, 'checkout-delivery');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order-confirmed$/);
  const details = page.getByTestId('delivery-details');
  await expect(details).toContainText('Blown into a store');
  await expect(details).toContainText('25 m');
  await expect(details).toContainText('gate code 1234');
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').slice(1);
  await shoot(page, 'order-confirmed');

  // The back office confirms the order, then schedules it from the Deliveries tab.
  const admin = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
  });
  const adminPage = await admin.newPage();
  const confirmed = await adminPage.request.patch(`/api/orders/${orderNumber}/status`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);
  const { totalPrice } = (await confirmed.json()) as { totalPrice: string };
  // Part paid by bank transfer: the driver collects the rest.
  const paid = await adminPage.request.post(`/api/orders/${orderNumber}/ledger`, {
    data: {
      kind: 'payment',
      method: 'bank_transfer',
      amount: '100.00',
      movedOn: ukDate(new Date()),
      reference: `WP${orderNumber}`,
    },
  });
  expect(paid.status()).toBe(201);
  await adminPage.goto(`${E2E_ADMIN_PATH}#deliveries`);
  // Other tests' confirmed orders share the board: follow this order's own row.
  const drop = adminPage.getByRole('row', { name: new RegExp(`#${orderNumber}\\b`) });
  const waiting = adminPage.getByRole('region', { name: 'To be scheduled' });
  await waiting.getByRole('button', { name: /^DN\b/ }).click();
  // 6 t blown is more than a 7.5 t lorry carries: the drop says so.
  await expect(drop.getByTestId('lorry-flag')).toContainText('6 t is over the lorry limit');
  await drop.getByRole('checkbox', { name: `Select order ${orderNumber}` }).check();
  await adminPage.getByLabel('Delivery date').fill(firstDate ?? '');
  await adminPage.getByLabel('Slot').selectOption('am');
  // The date comes before the customer's earliest: the bar asks why before it schedules.
  await expect(adminPage.getByText(`Order #${orderNumber} asks for no earlier than`)).toContainText(
    formatDeliveryDate(earliestDate ?? ''),
  );
  const scheduleButton = adminPage.getByRole('button', { name: 'Schedule 1 selected' });
  await expect(scheduleButton).toBeDisabled();
  const reason = 'Customer rang: the earlier day suits them';
  await adminPage.getByLabel('Reason for delivering before the earliest date').fill(reason);
  await shoot(adminPage, 'deliveries-early-reason');
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await scheduleButton.click();
  await expect(drop).toBeHidden();
  // The order goes out on its date: that day's DN area lists it.
  const day = adminPage.getByRole('region', { name: formatDeliveryDate(firstDate ?? '') });
  await day.getByRole('button', { name: /^DN\b/ }).click();
  await expect(drop.getByTestId('delivery-status')).toContainText('Scheduled for');
  await expect(drop.getByTestId('early-reason')).toContainText(reason);
  await expect(day.getByTestId('lorry-limit-count')).toHaveText('1 drop is over its lorry limit');
  await shoot(adminPage, 'deliveries-tab');

  // The dispatch sheet prints on its own.
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await day.getByRole('button', { name: 'Dispatch sheet' }).click();
  const sheet = adminPage.getByRole('region', { name: 'Dispatch sheet' });
  await expect(sheet).toContainText(`order #${orderNumber}`);
  await expect(sheet).toContainText('01632 960123');
  await expect(sheet).toContainText('gate code 1234');
  await expect(sheet).toContainText('7.5 t lorry');
  await expect(sheet.getByTestId('lorry-flag')).toContainText('carries about 3 t');
  await expect(sheet.getByTestId('early-reason')).toContainText(reason);
  const sheetDrop = sheet.getByRole('listitem').filter({ hasText: `order #${orderNumber}` });
  await expect(sheetDrop.getByTestId('to-collect')).toHaveText(
    formatGBP(parsePounds(totalPrice) - 10_000),
  );
  const boxes = sheetDrop.getByRole('group', { name: `For the driver: order #${orderNumber}` });
  for (const box of ['Delivered (t)', 'Ticket number', 'Signature']) {
    await expect(boxes).toContainText(box);
  }
  await shoot(adminPage, 'dispatch-sheet');
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  if (SHOTS) {
    await adminPage.emulateMedia({ media: 'print' });
    await adminPage.pdf({ path: `${SHOTS}/dispatch-sheet.pdf`, format: 'A4' });
    if (existsSync('/usr/bin/pdftoppm')) {
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '60',
        `${SHOTS}/dispatch-sheet.pdf`,
        `${SHOTS}/dispatch-sheet`,
      ]);
    }
    await adminPage.emulateMedia({ media: 'screen' });
  }
  await admin.close();

  // The customer's email carries the date and the tracking link, which shows the timeline.
  const scheduled = unwrap(
    await waitForEmail((raw) => raw.includes(email) && /Subject: Delivery of order/.test(raw)),
  );
  const link = /http:\/\/127\.0\.0\.1:\d+\/track\/[\w-]{43}/.exec(scheduled)?.[0];
  expect(link).toBeDefined();
  expect(scheduled).toContain('Switch your boiler off');
  // It states the booked date only, never the customer's earliest date beside it.
  expect(scheduled).not.toContain('Earliest date');
  expect(scheduled).not.toContain(reason);
  await page.goto(link ?? '');
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }),
  ).toBeVisible();
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText('Order placed');
  await expect(timeline).toContainText('Confirmed');
  await expect(timeline).toContainText(/Scheduled for \w+day/);
  await expect(timeline).toContainText('morning');
  await shoot(page, 'track-page');
});

test('a tracking link that opens no order answers 404 with a friendly page', async ({ page }) => {
  const response = await page.goto(`/track/${'A'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find that order' }),
  ).toBeVisible();
  await shoot(page, 'track-not-found');
});

test("the home page's store-size helper suggests an order and fills the quantity in", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByText('How much will fit?').click();
  await page.getByLabel("Your pellet store's volume (cubic metres)").fill('10');
  await expect(page.getByText('About 5 tonnes will fit.')).toBeVisible();
  await page.getByRole('button', { name: 'Use 5 tonnes' }).click();
  await expect(page.getByLabel('Quantity (tonnes)')).toHaveValue('5');
  await page.getByLabel("Your pellet store's volume (cubic metres)").fill('1.5');
  await expect(page.getByText(/less than our smallest order/)).toBeVisible();
  await shoot(page, 'store-size-helper');
});
