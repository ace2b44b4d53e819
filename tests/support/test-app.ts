import type { FastifyInstance } from 'fastify';
import { buildApp, type AppConfig } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { seedOnFirstStart } from '#server/db/seed';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://shop.test';

/** The real app on a real, seeded database, for API tests over HTTP (`app.inject`). */
export async function createTestApp(
  options: { config?: Partial<AppConfig>; extend?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await seedOnFirstStart(database.db, {
    customerServiceEmail: 'service@shop.test',
    newOrdersEmail: 'orders@shop.test',
  });
  const app = await buildApp({
    config: {
      publicUrl: TEST_PUBLIC_URL,
      production: false,
      rateLimits: true,
      clientDir: null,
      ...options.config,
    },
    database,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
