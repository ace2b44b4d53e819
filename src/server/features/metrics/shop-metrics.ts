import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '#server/db/client';

export interface OutboxSummary {
  pending: number;
  oldestCreatedAt: Date | null;
}

export interface ShopMetricsSources {
  /** Read on each scrape, so every app server reports the shared outbox as it is now. */
  outbox: () => Promise<OutboxSummary>;
  /** The PostgreSQL pool's counts; null (PGlite) leaves the pool gauges out. */
  pool: () => PoolStats | null;
  now: () => Date;
}

/**
 * The shop's own Prometheus registry. One per app (never prom-client's global default), so
 * several apps in one process, as in the tests, keep separate counts.
 */
export function createShopMetrics(sources: ShopMetricsSources) {
  const registry = new Registry();
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed (a repeated Idempotency-Key is not counted again)',
    registers,
  });
  const confirmationsWithheld = new Counter({
    name: 'shop_order_confirmations_withheld_total',
    help: 'Orders placed without a confirmation email: their address had had too many',
    registers,
  });
  const emailsQueued = new Counter({
    name: 'shop_emails_queued_total',
    help: 'Emails queued in the outbox by this app server',
    registers,
  });
  const emails = new Counter({
    name: 'shop_emails_delivered_total',
    help: 'Email delivery tries by this app server, by outcome (sent, retry, failed)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const reconciliationRuns = new Counter({
    name: 'shop_payment_reconciliation_runs_total',
    help: 'Payment reconciliation runs, by outcome (ran, busy, locked, error)',
    labelNames: ['outcome'] as const,
    registers,
  });

  const retentionItems = new Counter({
    name: 'shop_retention_items_total',
    help: 'Items the retention job erased or deleted, by kind (order, invoice_document, account, sent_email, session, reset_token, audit_entry)',
    labelNames: ['kind'] as const,
    registers,
  });

  registerOutboxGauges(registry, sources);
  registerPoolGauges(registry, sources.pool);

  return {
    registry,
    httpRequests,
    httpDuration,
    ordersPlaced,
    confirmationsWithheld,
    emailsQueued,
    emails,
    reconciliationRuns,
    retentionItems,
    /** The text Prometheus scrapes, and its content type. */
    async scrape(): Promise<{ contentType: string; body: string }> {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

function registerOutboxGauges(registry: Registry, sources: ShopMetricsSources): void {
  // Both gauges are collected in the same scrape: share one query between them.
  let reading: Promise<OutboxSummary> | null = null;
  const read = () => (reading ??= sources.outbox().finally(() => (reading = null)));
  new Gauge({
    name: 'shop_email_outbox_pending',
    help: 'Emails waiting in the outbox (all app servers)',
    registers: [registry],
    async collect() {
      this.set((await read()).pending);
    },
  });
  new Gauge({
    name: 'shop_email_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest email waiting in the outbox; 0 when none waits',
    registers: [registry],
    async collect() {
      const { oldestCreatedAt } = await read();
      const ageMs = oldestCreatedAt ? sources.now().getTime() - oldestCreatedAt.getTime() : 0;
      this.set(Math.max(0, ageMs) / 1000);
    },
  });
}

function registerPoolGauges(registry: Registry, pool: () => PoolStats | null): void {
  if (pool() === null) return;
  const gauge = (name: string, help: string, pick: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = pool();
        if (stats) this.set(pick(stats));
      },
    });
  gauge('shop_db_pool_connections', 'Open PostgreSQL connections in the pool', (s) => s.total);
  gauge('shop_db_pool_idle', 'Idle PostgreSQL connections in the pool', (s) => s.idle);
  gauge('shop_db_pool_waiting', 'Queries waiting for a pool connection', (s) => s.waiting);
}
