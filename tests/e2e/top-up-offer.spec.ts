import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';

import { openDatabase } from '#server/db/client';
import { orders } from '#server/features/orders/orders.tables';
import type { DeliveryDates } from '#shared/schemas/delivery';
import { REPO, removeDir, startBuiltShop, type ShopProcess } from '#test-support/built-server';
import { guestOrder } from '#test-support/customers';
import { E2E_CUSTOMER_PASSWORD } from '#test-support/e2e-customers';

// A shop of its own: a regular's order is dated two months back in its embedded database,
// between two starts, as only weeks could do otherwise.
const ADMIN_PATH = '/top-up-e2e-path-0123456789';
const ADMIN_PASSWORD = 'top-up-e2e-password';
const EMAIL = `regular-${Date.now()}@example.com`;

let shop: ShopProcess;
let dataDir: string;
let baseURL: string;
let port: number;

const start = async () => {
  shop = await startBuiltShop(REPO, {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    ADMIN_PATH: ADMIN_PATH.slice(1),
    ADMIN_PASSWORD,
    RATE_LIMITS: 'off',
  });
};

/** Quoted-printable bodies wrap long lines with "=\n" and encode "=" as "=3D". */
const unwrap = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

function offerEmail(): string | null {
  const dir = join(dataDir, 'outbox');
  const files = (() => {
    try {
      return readdirSync(dir).filter((file) => file.endsWith('.eml'));
    } catch {
      return [];
    }
  })();
  return (
    files
      .map((file) => unwrap(readFileSync(join(dir, file), 'utf8')))
      .find((raw) => raw.includes(EMAIL) && /Subject: Top up your pellets/.test(raw)) ?? null
  );
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  port = 20_000 + Math.floor(Math.random() * 20_000);
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'pellets-top-up-e2e-'));
  await start();
  // A neighbour's order booked on the round's first day: the lorry goes out then, with room.
  // Placed before the regular registers, so it is a guest's and not in the regular's account.
  const dates = await request.get(`${baseURL}/api/delivery-dates?postcode=DN15%208QA&tonnes=2`);
  const { days } = (await dates.json()) as DeliveryDates;
  const bookedDate = days?.find((day) => !day.full)?.date;
  expect(bookedDate).toBeDefined();
  const neighbour = await request.post(`${baseURL}/api/orders`, {
    data: guestOrder({
      firstName: 'Nell',
      lastName: 'Neighbour',
      email: `neighbour-${Date.now()}@example.com`,
      addressLine1: '14 Station Road',
      delivery: { bookedDate },
    }),
    headers: { origin: baseURL },
  });
  expect(neighbour.status()).toBe(201);
  const registered = await request.post(`${baseURL}/api/customers/register`, {
    data: {
      email: EMAIL,
      password: E2E_CUSTOMER_PASSWORD,
      confirmPassword: E2E_CUSTOMER_PASSWORD,
      firstName: 'Grace',
      lastName: 'Regular',
      marketingConsent: true,
    },
    headers: { origin: baseURL },
  });
  expect(registered.status()).toBe(201);
  const placed = await request.post(`${baseURL}/api/orders`, {
    data: guestOrder({ firstName: 'Grace', lastName: 'Regular', email: EMAIL }),
    headers: { origin: baseURL },
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  await shop.stop();

  const database = openDatabase({ kind: 'pglite', directory: join(dataDir, 'db') });
  await database.db
    .update(orders)
    .set({
      createdAt: new Date(Date.now() - 60 * 86_400_000),
      status: 'confirmed',
      deliveryStatus: 'delivered',
    })
    .where(eq(orders.id, id));
  await database.close();
  await start();
});

test.afterAll(async () => {
  await shop.stop();
  removeDir(dataDir);
});

test('the business offers a lorry-day with room and a regular accepts it from the email', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const signedIn = await page.request.post(`${baseURL}/api/admin/authenticate`, {
    data: { password: ADMIN_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  // Any day of the coming fortnight is near enough to send at once.
  const setting = await page.request.patch(`${baseURL}/api/settings`, {
    data: [{ key: 'top_up_send_days_before', value: '14' }],
    headers: { origin: baseURL },
  });
  expect(setting.status()).toBe(200);

  await page.goto(`${baseURL}${ADMIN_PATH}`);
  await page.getByRole('tab', { name: 'Deliveries' }).click();
  const form = page.getByRole('form', { name: 'Make a top-up offer' });
  const day = form.getByLabel('Lorry-day with room');
  const doncaster = day.locator('option', { hasText: 'Doncaster' }).first();
  await day.selectOption((await doncaster.getAttribute('value')) ?? '');
  await form.getByLabel('Price per tonne (£, before VAT)').fill('250');
  await form.getByLabel('Tonnes each').fill('1');
  await form.getByRole('button', { name: 'Make offer' }).click();
  await expect(page.getByText('Emailed to 1 customers.').first()).toBeVisible();

  let email = '';
  await expect.poll(() => (email = offerEmail() ?? ''), { timeout: 30_000 }).not.toBe('');
  const link = /(http:\/\/127\.0\.0\.1:\d+\/top-up\/[A-Za-z0-9_-]+)/.exec(email)?.[1] ?? '';
  expect(link).not.toBe('');

  // The customer, in a browser of their own, follows the email's link.
  const customer = await browser.newPage();
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: /^Top up on / })).toBeVisible();
  // 1 t at 250.00 with 5% VAT.
  await expect(customer.getByText('£262.50')).toBeVisible();
  await expect(customer.getByText('DN15 8QA')).toBeVisible();
  await customer.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(
    customer.getByRole('heading', { name: 'Thank you: your top-up is booked' }),
  ).toBeVisible();
  await customer.close();

  await page.reload();
  await page.getByRole('tab', { name: 'Deliveries' }).click();
  const row = page.getByRole('table', { name: 'Top-up offers' }).getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');
  await expect(row.getByRole('cell').nth(6)).toHaveText('1');
  await expect(row.getByRole('cell').nth(7)).toHaveText('1 t');
});
