import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { MailWorker } from '#server/features/mail/mail-worker';
import { paymentWebhookSecret } from '#server/features/payments/payments.module';
import { createMailer, type Mailer } from '#server/features/mail/mailer';
import { buildApp, type AppConfig, type AppDeps } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { seedOnFirstStart } from '#server/db/seed';
import { TEST_ADMIN_PASSWORD_HASH, TEST_ADMIN_PATH } from './admin.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  mailWorker: MailWorker;
  /** The secret path segment of the payment webhook. */
  webhookSecret: string;
  outboxDir: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://shop.test';
const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';

/** The real app on a real, seeded database, for API tests over HTTP (`app.inject`). */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    mailer?: Mailer;
    /** The app's clock, so tests can move time (session and reset-link expiry). */
    now?: () => Date;
    extend?: (app: FastifyInstance) => void;
    logger?: AppDeps['logger'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await seedOnFirstStart(database.db, {
    customerServiceEmail: 'service@shop.test',
    newOrdersEmail: 'orders@shop.test',
  });
  const outboxDir = mkdtempSync(join(tmpdir(), 'pellets-outbox-'));
  const { http: app, mailWorker } = await buildApp({
    mailer: options.mailer ?? createMailer({ outboxDir, from: 'Test Shop <shop@shop.test>' }),
    mailPollMs: null,
    config: {
      publicUrl: TEST_PUBLIC_URL,
      production: false,
      rateLimits: true,
      sessionSecret: TEST_SESSION_SECRET,
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
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    mailWorker,
    webhookSecret: paymentWebhookSecret(options.config?.sessionSecret ?? TEST_SESSION_SECRET),
    outboxDir,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
