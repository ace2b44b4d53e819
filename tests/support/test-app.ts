import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { MailWorker } from '#server/features/mail/mail-worker';
import type { PaymentReconciler } from '#server/features/payments/payment-reconciler';
import type { Scheduler } from '#server/lib/scheduled-jobs';
import type { SandboxStore } from '#server/features/payments/providers/sandbox-store';
import { paymentWebhookSecret } from '#server/features/payments/payments.module';
import { createMailer, type Mailer } from '#server/features/mail/mailer';
import { buildApp, type ShopModule } from '#server/app';
import type { AppConfig, AppDeps } from '#server/app-config';
import type { OrderEvents } from '#server/features/orders/order-bus';
import type { ShopMetrics } from '#server/features/metrics/shop-metrics';
import { seedOnFirstStart } from '#server/seed/seed';
import { TEST_ADMIN_PASSWORD_HASH, TEST_ADMIN_PATH } from './admin.ts';
import { createTestDatabase, openSameDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  mailWorker: MailWorker;
  /** Runs a payment reconciliation when asked (the app schedules none in tests). */
  paymentReconciler: PaymentReconciler;
  /** The scheduled jobs, which tests run with `runDue` (no timers run in tests). */
  jobs: Scheduler;
  /** The sandbox provider's payments; `failNext` makes its next call fail. */
  sandboxStore: SandboxStore;
  /** The secret path segment of the payment webhook. */
  webhookSecret: string;
  /** The shop's PUBLIC_URL: TEST_PUBLIC_URL unless it listens. */
  publicUrl: string;
  outboxDir: string;
  database: TestDatabase;
  metrics: ShopMetrics;
  /** The orders feature's events: a test may subscribe, as a module does. */
  orderEvents: OrderEvents;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://shop.test';

/**
 * Why two app servers cannot share a test database here, or null when they can: PGlite is
 * embedded in one process, so tests of several servers run on PostgreSQL (TEST_DATABASE_URL).
 */
export const sharedDatabaseReason = process.env.TEST_DATABASE_URL
  ? null
  : 'two app servers need a shared PostgreSQL (set TEST_DATABASE_URL); PGlite is one process';
const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';
export const TEST_SECRETS_KEY = 'test-secrets-key-of-at-least-32-characters';
/** Signs the daily snapshots of a test shop. */
export const TEST_BACKUP_KEY = 'test-backup-key-of-at-least-32-characters';

/** The real app on a real, seeded database, for API tests over HTTP (`app.inject`). */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    mailer?: Mailer;
    /** The app's clock, so tests can move time (session and reset-link expiry). */
    now?: () => Date;
    extend?: (app: FastifyInstance) => void;
    /** Feature modules registered after the shop's own, as a new feature would be. */
    modules?: readonly ShopModule[];
    logger?: AppDeps['logger'];
    /**
     * Listen on a free local port that PUBLIC_URL then names, so that what the shop sends to its
     * own address over HTTP (the sandbox's payment notice) really arrives.
     */
    listen?: boolean;
    /**
     * A second app server on this app's PostgreSQL database (with its own connections and
     * memory). PostgreSQL only: check `sharedDatabaseReason` first.
     */
    sameDatabaseAs?: TestApp;
    /** A database to run on (e.g. one restored from a backup) instead of a fresh one. */
    database?: TestDatabase;
    /** Where the embedded database's daily snapshot job writes. */
    snapshotsDir?: string;
  } = {},
): Promise<TestApp> {
  const port = options.listen ? await freePort() : null;
  const publicUrl = port ? `http://127.0.0.1:${port}` : TEST_PUBLIC_URL;
  const database = options.sameDatabaseAs
    ? openSameDatabase(options.sameDatabaseAs.database)
    : (options.database ?? (await createTestDatabase()));
  if (!database) throw new Error(`cannot share the database: ${sharedDatabaseReason}`);
  if (!options.sameDatabaseAs) {
    await seedOnFirstStart(database.db, {
      customerServiceEmail: 'service@shop.test',
      newOrdersEmail: 'orders@shop.test',
    });
  }
  const outboxDir = mkdtempSync(join(tmpdir(), 'pellets-outbox-'));
  const {
    http: app,
    mailWorker,
    paymentReconciler,
    jobs,
    sandboxStore,
    metrics,
    orderEvents,
  } = await buildApp(
    {
      mailer: options.mailer ?? createMailer({ outboxDir, from: 'Test Shop <shop@shop.test>' }),
      mailPollMs: null,
      ...(options.snapshotsDir
        ? { snapshots: { directory: options.snapshotsDir, backupKey: TEST_BACKUP_KEY } }
        : {}),
      config: {
        publicUrl,
        production: false,
        rateLimits: true,
        sessionSecret: TEST_SESSION_SECRET,
        secretsKey: TEST_SECRETS_KEY,
        clientDir: null,
        adminPath: TEST_ADMIN_PATH,
        adminPasswordHash: TEST_ADMIN_PASSWORD_HASH,
        paymentProvider: 'sandbox',
        wonderfulApiUrl: 'http://127.0.0.1:9',
        ...options.config,
      },
      database,
      ...(options.now ? { now: options.now } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    },
    options.modules,
  );
  options.extend?.(app);
  await app.ready();
  if (port) await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    mailWorker,
    paymentReconciler,
    jobs,
    sandboxStore,
    publicUrl,
    webhookSecret: paymentWebhookSecret(options.config?.sessionSecret ?? TEST_SESSION_SECRET),
    outboxDir,
    database,
    metrics,
    orderEvents,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A port nothing listens on right now: the OS picks one, which is then let go. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
