// After a load run: is every accepted order in the database once, with its two emails queued
// once each, and (on a running shop) has the outbox been delivered?
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';

export interface OrderCheck {
  ordersInDatabase: number;
  outboxRowsForOrders: number;
  duplicateEmails: number;
  pendingEmails: number;
  failedEmails: number;
}

/** The rows a query answers (both drivers answer { rows }). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function count(db: Database, query: SQL): Promise<number> {
  const rows = await queryRows<{ n: string }>(db, query);
  return Number(rows[0]?.n ?? 0);
}

export async function checkOrders(db: Database): Promise<OrderCheck> {
  return {
    ordersInDatabase: await count(db, sql`select count(*) as n from orders`),
    outboxRowsForOrders: await count(
      db,
      sql`select count(*) as n from email_outbox where order_id is not null`,
    ),
    duplicateEmails: await count(
      db,
      sql`select count(*) as n from (select order_id, to_address from email_outbox where order_id is not null group by 1, 2 having count(*) > 1) d`,
    ),
    pendingEmails: await count(
      db,
      sql`select count(*) as n from email_outbox where status = 'pending'`,
    ),
    failedEmails: await count(
      db,
      sql`select count(*) as n from email_outbox where status = 'failed'`,
    ),
  };
}

/** Every order with its two emails, none twice; `accepted` of them were acknowledged. */
export function ordersComplete(check: OrderCheck, accepted: number): boolean {
  // Requests in flight when a run ends are completed by the server, so the database may hold
  // a few more orders than were acknowledged: never fewer.
  return (
    check.ordersInDatabase >= accepted &&
    check.outboxRowsForOrders === 2 * check.ordersInDatabase &&
    check.duplicateEmails === 0
  );
}

/** Waits until the outbox has nothing pending, at most timeoutMs; answers how long it took. */
export async function waitForOutboxDrain(db: Database, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const pending = await count(
      db,
      sql`select count(*) as n from email_outbox where status = 'pending'`,
    ).catch(() => -1);
    if (pending === 0) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}
