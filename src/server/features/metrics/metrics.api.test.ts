import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PATH } from '#test-support/admin';
import { guestOrder } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

/** The value of one series in Prometheus text, e.g. `shop_orders_placed_total` or with labels. */
function valueOf(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

const ORDER_REQUESTS = 'shop_http_requests_total{method="POST",route="/api/orders",status="201"}';

let plain: TestApp;
let withToken: TestApp;
beforeAll(async () => {
  [plain, withToken] = await Promise.all([
    createTestApp(),
    createTestApp({ config: { metricsToken: TOKEN } }),
  ]);
});
afterAll(async () => Promise.all([plain.close(), withToken.close()]));

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

const placeOrder = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: guestOrder() });

describe('/metrics on the shop port', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await scrape(plain)).statusCode).toBe(404);
    expect((await scrape(plain, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('refuses a missing or wrong token', async () => {
    expect((await scrape(withToken)).statusCode).toBe(401);
    expect((await scrape(withToken, 'Bearer not-the-token')).statusCode).toBe(401);
    expect((await scrape(withToken, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(withToken, TOKEN)).statusCode).toBe(401);
  });

  it('counts an order, its emails, its request and the outbox it left', async () => {
    const before = (await scrape(withToken, `Bearer ${TOKEN}`)).body;
    expect((await placeOrder(withToken)).statusCode).toBe(201);
    const response = await scrape(withToken, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const after = response.body;

    const moved = (series: string) =>
      (valueOf(after, series) ?? 0) - (valueOf(before, series) ?? 0);
    expect(moved('shop_orders_placed_total')).toBe(1);
    expect(moved('shop_emails_queued_total')).toBe(2);
    expect(moved(ORDER_REQUESTS)).toBe(1);
    expect(
      valueOf(
        after,
        'shop_http_request_duration_seconds_count{method="POST",route="/api/orders",status="201"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    // Nothing delivers mail in the tests: both emails still wait.
    expect(valueOf(after, 'shop_email_outbox_pending')).toBe(2);
    expect(valueOf(after, 'shop_email_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(
      0,
    );
  });

  it('counts deliveries and reconciliation runs', async () => {
    await withToken.mailWorker.runOnce();
    await withToken.paymentReconciler.runOnce();
    const text = (await scrape(withToken, `Bearer ${TOKEN}`)).body;
    expect(valueOf(text, 'shop_emails_delivered_total{outcome="sent"}')).toBe(2);
    expect(valueOf(text, 'shop_email_outbox_pending')).toBe(0);
    expect(valueOf(text, 'shop_payment_reconciliation_runs_total{outcome="ran"}')).toBe(1);
  });

  it('labels unknown addresses as one route, never by their URL', async () => {
    await plain.app.inject({ method: 'GET', url: '/api/no-such-thing-42' });
    const text = await plain.metrics.scrape();
    expect(text.body).toContain('route="unmatched",status="404"');
    expect(text.body).not.toContain('no-such-thing-42');
  });

  it('labels the hidden back-office page with a fixed name, never its path', async () => {
    // The built client serves the back office's page here; the tests have no build.
    const t = await createTestApp({
      extend: (app) => app.get(`/${TEST_ADMIN_PATH}`, async () => 'the back office'),
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: `/${TEST_ADMIN_PATH}` })).statusCode).toBe(
        200,
      );
      const text = (await t.metrics.scrape()).body;
      expect(text).toContain('method="GET",route="admin-page",status="200"');
      expect(text).not.toContain(TEST_ADMIN_PATH);
    } finally {
      await t.close();
    }
  });

  it('keeps each app its own counts', async () => {
    expect((await placeOrder(plain)).statusCode).toBe(201);
    const mine = (await plain.metrics.scrape()).body;
    const other = (await withToken.metrics.scrape()).body;
    expect(valueOf(mine, 'shop_orders_placed_total')).toBe(1);
    expect(valueOf(other, 'shop_orders_placed_total')).toBe(1);
  });
});

describe('METRICS_PORT listener', () => {
  let server: MetricsServer;
  beforeAll(async () => {
    server = await startMetricsServer(plain.metrics, { port: 0 });
  });
  afterAll(async () => server.close());

  it('serves /metrics on 127.0.0.1 without a token, and nothing else', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(valueOf(text, 'shop_orders_placed_total')).not.toBeNull();
    expect(text).toContain('# TYPE shop_http_requests_total counter');
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
  });

  it('reports the PostgreSQL pool, or no pool gauges on PGlite', async () => {
    const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    if (plain.database.kind === 'postgres') {
      expect(valueOf(text, 'shop_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'shop_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('shop_db_pool_');
    }
  });
});
