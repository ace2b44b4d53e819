import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

import { ukDate } from '#domain/uk-date';
import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import { shoot } from '#test-support/shoot';

// The office types in a paper weighbridge ticket for a drop that is out for delivery: the
// order is billed for the weight delivered, and the drop's delivery note is in its view.
base.describe.configure({ mode: 'serial', timeout: 60_000 });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let adminState: StorageState;
let orderId: number;
const email = `record-delivery-${Date.now()}@example.com`;

/** A 1x1 PNG, standing in for a scanned signature. */
const SIGNATURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const test = base.extend<{ admin: Page }>({
  admin: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({
      baseURL,
      storageState: adminState,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

test.beforeAll(async ({ browser, baseURL }) => {
  adminState = await e2eAdminState(browser, baseURL);
  const admin = await browser.newContext({ baseURL, storageState: adminState });
  const placed = await admin.request.post('/api/orders', { data: guestOrder({ email }) });
  expect(placed.status()).toBe(201);
  orderId = ((await placed.json()) as { id: number }).id;
  for (const [url, method, data] of [
    [`/api/orders/${orderId}/status`, 'PATCH', { status: 'confirmed' }],
    [
      '/api/deliveries/schedule',
      'POST',
      { orderIds: [orderId], date: ukDate(new Date()), slot: 'am' },
    ],
    [`/api/orders/${orderId}/delivery`, 'PATCH', { status: 'out_for_delivery' }],
  ] as const) {
    const answer = await admin.request.fetch(url, { method, data });
    expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBe(200);
  }
  await admin.close();
});

test('records a delivery from a paper ticket, re-billing the order for the weight', async ({
  admin,
}) => {
  await admin.goto(`${E2E_ADMIN_PATH}#orders/${orderId}`);
  const view = admin.getByRole('article', { name: `Order #${orderId}` });
  await view.getByRole('button', { name: 'Record delivery' }).click();
  const dialog = admin.getByRole('dialog', { name: `Record delivery of order #${orderId}` });
  await dialog.getByLabel('Delivered weight (tonnes)').fill('5.5');
  await dialog.getByLabel('Ticket number').fill('WB-5501');
  await dialog.getByLabel(/Signature or photo/).setInputFiles({
    name: 'signature.png',
    mimeType: 'image/png',
    buffer: SIGNATURE,
  });
  await dialog.getByRole('button', { name: 'Record delivery' }).click();
  // More than double the 2 t ordered: the server asks for the office's word first.
  await expect(dialog).toContainText(
    'The delivered weight is more than double the 2 t ordered: confirm it to record it',
  );
  await dialog.getByLabel('Delivered weight (tonnes)').fill('1.8');
  await shoot(admin, 'record-delivery-dialog');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Record delivery' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('Delivery recorded', { exact: true })).toBeVisible();

  const drop = view.getByRole('region', { name: 'Drop' });
  await expect(drop).toContainText('Delivered 1.80 t · ticket WB-5501');
  await expect(drop.getByRole('link', { name: 'Delivery note (PDF)' })).toHaveAttribute(
    'href',
    `/api/orders/${orderId}/delivery-note`,
  );
  // 289.00 x 1.80 = 520.20, VAT 26.01.
  await expect(view.getByRole('region', { name: 'Money' })).toContainText('£546.21');
  await expect(view.getByRole('region', { name: 'Delivery' })).toContainText('Delivered');
  await expect(view.getByRole('button', { name: 'Record delivery' })).toBeHidden();
  await shoot(admin, 'record-delivery-order-view');
});

test('records a drop that could not be made, with its reason', async ({
  admin,
  browser,
  baseURL,
}) => {
  const office = await browser.newContext({ baseURL, storageState: adminState });
  const placed = await office.request.post('/api/orders', {
    data: guestOrder({ email: `not-delivered-${Date.now()}@example.com` }),
  });
  const id = ((await placed.json()) as { id: number }).id;
  for (const [url, method, data] of [
    [`/api/orders/${id}/status`, 'PATCH', { status: 'confirmed' }],
    ['/api/deliveries/schedule', 'POST', { orderIds: [id], date: ukDate(new Date()), slot: 'am' }],
    [`/api/orders/${id}/delivery`, 'PATCH', { status: 'out_for_delivery' }],
  ] as const) {
    expect((await office.request.fetch(url, { method, data })).status()).toBe(200);
  }
  await office.close();

  await admin.goto(`${E2E_ADMIN_PATH}#orders/${id}`);
  const view = admin.getByRole('article', { name: `Order #${id}` });
  await view.getByRole('button', { name: 'Not delivered' }).click();
  const dialog = admin.getByRole('dialog', { name: `Order #${id} not delivered` });
  await dialog.getByLabel('Other').check();
  await dialog.getByRole('button', { name: 'Record not delivered' }).click();
  await expect(dialog).toContainText("Say what happened when the reason is 'other'");
  await dialog.getByLabel('What happened').fill('Gate locked');
  await shoot(admin, 'not-delivered-dialog');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Record not delivered' }).click();
  await expect(dialog).toBeHidden();
  await expect(view.getByRole('region', { name: 'Drop' })).toContainText(
    'Not delivered: Other (Gate locked)',
  );
  await expect(view.getByRole('region', { name: 'Delivery' })).toContainText('Delivery failed');
});
