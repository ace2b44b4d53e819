import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test-support/test-database';
import type { DatabaseHandle } from './client.ts';

// PostgreSQL only: the embedded database has no server that could drop a connection.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a PostgreSQL connection dropped mid-transaction',
  () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.close());

    it('fails that transaction only, and the pool serves the next query', async () => {
      const uncaught: unknown[] = [];
      const onUncaught = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', onUncaught);
      try {
        const transaction = database.db.transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as {
            rows: { pid: number }[];
          };
          // Another session ends this one (as a server restart does) while it sits idle in the
          // transaction: its client emits 'error' with no query of its own to receive it.
          await database.db.execute(sql`select pg_terminate_backend(${rows[0]?.pid})`);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        });
        await expect(transaction).rejects.toThrow();
        expect(uncaught).toEqual([]);
        await expect(database.ping()).resolves.toBeUndefined();
      } finally {
        process.off('uncaughtException', onUncaught);
      }
    });
  },
);
