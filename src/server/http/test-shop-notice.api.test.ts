import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '#server/app-config';
import { orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { orderFor, registerCustomer } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { TEST_SHOP_NOTICE } from './test-shop-notice.ts';

/** The real build (`npm run build`), as production serves it. */
const clientDir = resolve('dist/client');

const STOREFRONT_PAGES = ['/', '/about', '/coverage', '/login', '/no-such-page'];

async function withShop(config: Partial<AppConfig>, check: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ config: { clientDir, ...config } });
  try {
    await check(t);
  } finally {
    await t.close();
  }
}

const page = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('test shop notice on the storefront', () => {
  it('is on every storefront page, first in the body, when production runs on the sandbox', async () => {
    await withShop({ production: true, paymentProvider: 'sandbox' }, async (t) => {
      for (const url of STOREFRONT_PAGES) {
        const html = (await page(t, url)).body;
        expect(html, url).toContain(TEST_SHOP_NOTICE);
        expect(html.indexOf(TEST_SHOP_NOTICE)).toBeGreaterThan(html.indexOf('<body>'));
        expect(html.indexOf(TEST_SHOP_NOTICE)).toBeLessThan(html.indexOf('<div id="root">'));
      }
    });
  });

  it.each([
    ['production on the real provider', { production: true, paymentProvider: 'wonderful' }],
    ["a developer's machine on the sandbox", { production: false, paymentProvider: 'sandbox' }],
  ] as const)('is absent on %s', async (_name, config) => {
    await withShop({ ...config, wonderfulApiToken: 'token' }, async (t) => {
      for (const url of STOREFRONT_PAGES) {
        const response = await page(t, url);
        expect(response.body, url).toContain('<div id="root">');
        expect(response.body, url).not.toContain(TEST_SHOP_NOTICE);
      }
    });
  });
});

describe('test shop notice on the sandbox payment page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { clientDir, production: true, paymentProvider: 'sandbox', rateLimits: false },
    });
  });
  afterAll(async () => t.close());

  it('is on the page a customer pays on', async () => {
    const admin = await signInAdmin(t.app);
    const enabled = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: [{ key: 'payments_enabled', value: 'true' }],
    });
    expect(enabled.statusCode).toBe(200);
    const owner = await registerCustomer(t.app);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderFor(owner),
      headers: { cookie: owner.cookie },
    });
    const { id } = placed.json<{ id: number }>();
    await t.database.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, id));
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/payment`,
      headers: { cookie: owner.cookie },
    });
    const { paymentUrl } = started.json<{ paymentUrl: string }>();

    const paymentPage = await page(t, new URL(paymentUrl).pathname);
    expect(paymentPage.statusCode).toBe(200);
    expect(paymentPage.body).toContain(TEST_SHOP_NOTICE);
  });
});
