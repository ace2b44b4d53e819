import { expect, test, type Page } from '@playwright/test';

import type { DeliveryDates } from '#shared/schemas/delivery';
import { axeViolations } from '#test-support/axe';

/** Home page: price 2 tonnes for a Doncaster postcode (served by its seeded round) and add them. */
async function addDoncasterToCart(page: Page) {
  await page.goto('/');
  await page.getByLabel('Quantity (tonnes)').fill('2');
  await page.getByLabel('Delivery postcode').fill('dn15 8qa');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('estimate-total')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

async function fillGuestDetails(page: Page, label: string) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(`${label}-${Date.now()}@example.com`);
  await page.getByLabel('Phone').fill('01632 960123');
  await page.getByLabel('Address Line 1').fill('12 Foxhills Road');
  await page.getByLabel('City').fill('Scunthorpe');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('DN15 8QA');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
}

const dayGroup = (page: Page) => page.getByRole('group', { name: /^Delivery day/ });

for (const width of [390, 1280]) {
  test(`at ${width} px a guest books the first free day of the Doncaster round`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Checkout may ask as it opens: the postcode checked on the home page fills its address.
    const datesAsked = page.waitForRequest((request) =>
      request.url().includes('/api/delivery-dates?'),
    );
    await addDoncasterToCart(page);
    await fillGuestDetails(page, `day-${width}`);
    // The cart's tonnes go with the postcode, so a day without room for them shows full.
    expect(new URL((await datesAsked).url()).searchParams.get('tonnes')).toBe('2');

    const days = dayGroup(page);
    await expect(days).toBeVisible();
    await expect(days).toHaveAccessibleDescription(/^Earliest delivery: \w+day \d+ \w+$/);
    // The round books the day: the earliest-date calendar is for postcodes it does not serve.
    await expect(page.getByLabel('Earliest date you can take delivery')).toHaveCount(0);
    const radios = days.getByRole('radio');
    expect(await radios.count()).toBeGreaterThan(0);
    expect(await radios.count()).toBeLessThanOrEqual(8);
    // Nothing is chosen for the customer.
    for (const radio of await radios.all()) await expect(radio).not.toBeChecked();
    expect(await axeViolations(page), 'delivery day list').toEqual([]);

    const first = days.getByRole('radio', { disabled: false }).first();
    const bookedDate = await first.getAttribute('value');
    expect(bookedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const label = (await first.evaluate((input) => input.closest('label')?.textContent)) ?? '';
    expect(label).toMatch(/^\w+day \d+ \w+$/);
    // The keyboard reaches the list and picks the day with the space bar.
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();

    const placed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    const response = await placed;
    expect(response.request().postDataJSON()).toMatchObject({ delivery: { bookedDate } });
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ delivery: { bookedDate } });
    await expect(page).toHaveURL(/\/order-confirmed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  });
}

test('a day that fills up meanwhile is refused beside the list, which then shows it full', async ({
  page,
}) => {
  const message = 'Monday 7 December is fully booked. The next free day is Wednesday 9 December.';
  let full = false;
  // Stands in for other customers booking the lorry's last room between loading and ordering.
  await page.route('**/api/delivery-dates?*', async (route) => {
    const answer = (await (await route.fetch()).json()) as DeliveryDates;
    const days = Array.from({ length: 12 }, (_, i) => {
      const date = new Date(Date.UTC(2026, 11, 7 + i)).toISOString().slice(0, 10);
      return { date, full: date === '2026-12-07' && full };
    });
    await route.fulfill({ json: { ...answer, days } });
  });
  await page.route('**/api/orders', async (route) => {
    full = true;
    await route.fulfill({
      status: 409,
      json: { message, details: [{ path: 'delivery.bookedDate', message }] },
    });
  });
  await addDoncasterToCart(page);
  await fillGuestDetails(page, 'day-full');

  const days = dayGroup(page);
  await expect(days.getByRole('radio')).toHaveCount(8);
  await days.getByRole('button', { name: 'Show more days' }).click();
  await expect(days.getByRole('radio')).toHaveCount(12);
  await days.getByRole('button', { name: 'Show fewer days' }).click();
  await expect(days.getByRole('radio')).toHaveCount(8);

  const monday = days.getByRole('radio', { name: 'Monday 7 December' });
  await monday.check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(days.getByText(message)).toBeVisible();
  await expect(days).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
  await expect(page).toHaveURL(/\/checkout$/);
  // The days are fetched again: the day is full now, and no longer chosen.
  const fullDay = days.getByRole('radio', { name: 'Monday 7 December Full' });
  await expect(fullDay).toBeDisabled();
  await expect(fullDay).not.toBeChecked();
  expect(await axeViolations(page), 'refused day').toEqual([]);
});
