import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '#test-support/test-database';
import { renderMessage } from '#test-support/stored-email';
import { openDatabase } from './client.ts';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orderEvents, orders } from '#server/features/orders/orders.tables';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A copy of the migrations that stops after the one tagged `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'pellets-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last === -1) throw new Error(`No migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe('upgrading a database from migration 0003', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  let oldFolder: string;
  beforeAll(async () => {
    oldFolder = await migrationsUpTo('0003_order_idempotency');
  });
  afterAll(async () => {
    await client.close();
    await rm(oldFolder, { recursive: true, force: true });
  });

  it('keeps the words of a queued email, and drops the events that repeated the outbox', async () => {
    await migrate(db, { migrationsFolder: oldFolder });
    await db.execute(sql`
      insert into orders (id, first_name, last_name, email, phone, address_line1, city, postcode,
        region, quantity, unit_price, total_price)
      values (7, 'Jane', 'Smith', 'jane@example.com', '07700900123', '1 High Street',
        'Scunthorpe', 'DN15 8QA', 'Doncaster', 2, 289, 606.90)`);
    await db.execute(sql`
      insert into order_events (order_id, actor, type, field, new_value)
      values (7, 'system', 'created', null, '2 t, 606.90'),
        (7, 'system', 'email_queued', 'recipient', 'jane@example.com')`);
    await db.execute(sql`
      insert into email_outbox (to_address, subject, text_body, html_body, order_id)
      values ('jane@example.com', 'Order confirmation #7', ${'Dear Jane,\nThank you for order #7.'}, '<p>old</p>', 7)`);

    await migrate(db, { migrationsFolder });

    const events = await db.select().from(orderEvents);
    expect(events.map((e) => e.type)).toEqual(['created']);
    const [row] = await db.select().from(emailOutbox);
    const sent = renderMessage(row!);
    expect(sent).toMatchObject({ toAddress: 'jane@example.com', subject: 'Order confirmation #7' });
    expect(sent.text).toContain('Dear Jane,\nThank you for order #7.');
    expect(sent.html).toContain('Dear Jane,<br>Thank you for order #7.');
  });
});

describe('upgrading a database from migration 0026', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  let oldFolder: string;
  beforeAll(async () => {
    oldFolder = await migrationsUpTo('0026_email_verification');
  });
  afterAll(async () => {
    await client.close();
    await rm(oldFolder, { recursive: true, force: true });
  });

  it("gives each stored Idempotency-Key its source: a checkout's, or an accepted top-up's", async () => {
    await migrate(db, { migrationsFolder: oldFolder });
    await db.execute(sql`
      insert into customers (id, email, password_hash, first_name, last_name)
      values (1, 'jane@example.com', 'hash', 'Jane', 'Smith')`);
    const order = (id: number, key: string | null) => sql`
      insert into orders (id, first_name, last_name, email, phone, address_line1, city, postcode,
        region, quantity, unit_price, total_price, idempotency_key)
      values (${id}, 'Jane', 'Smith', 'jane@example.com', '07700900123', '1 High Street',
        'Doncaster', 'DN4 7AA', 'Doncaster', 1, 250, 262.50, ${key})`;
    // 11 is a top-up the shop accepted; 12 a visitor's checkout sent with the next one's key.
    for (const [id, key] of [
      [10, 'browser-key-1'],
      [11, 'top-up-1'],
      [12, 'top-up-2'],
      [13, null],
    ] as const) {
      await db.execute(order(id, key));
    }
    await db.execute(sql`
      insert into delivery_rounds (id, name, areas, weekdays, capacity_tonnes)
      values (1, 'Doncaster', '{DN}', '{6}', 6)`);
    await db.execute(sql`
      insert into top_up_offers (id, round_id, date, price_per_tonne_pence, tonnes, expires_at)
      values (1, 1, '2026-12-12', 25000, 1, now())`);
    await db.execute(sql`
      insert into top_up_offer_recipients (offer_id, customer_id, token_hash, accepted_order_id)
      values (1, 1, 'hash of a token', 11)`);

    await migrate(db, { migrationsFolder });

    const rows = await db
      .select({ id: orders.id, source: orders.idempotencySource })
      .from(orders)
      .orderBy(orders.id);
    expect(rows).toEqual([
      { id: 10, source: 'checkout' },
      { id: 11, source: 'top-up' },
      { id: 12, source: 'checkout' },
      { id: 13, source: null },
    ]);
    // The visitor's order no longer holds the key the shop will use for the next top-up.
    await db.execute(sql`${order(14, 'top-up-2')}`);
    await db.execute(sql`update orders set idempotency_source = 'top-up' where id = 14`);
    await expect(db.execute(sql`${order(15, 'browser-key-1')}`)).resolves.toBeDefined();
    await expect(
      db.execute(sql`update orders set idempotency_source = 'checkout' where id = 15`),
    ).rejects.toThrow();
  });
});

describe('upgrading a database from migration 0029', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  let oldFolder: string;
  beforeAll(async () => {
    oldFolder = await migrationsUpTo('0029_ledger_overpayment_reason');
  });
  afterAll(async () => {
    await client.close();
    await rm(oldFolder, { recursive: true, force: true });
  });

  it('gives each order the payment status its money gives it, with an event for each change', async () => {
    await migrate(db, { migrationsFolder: oldFolder });
    const order = (
      id: number,
      status: string,
      paymentStatus: string,
      received: string,
      refunded = '0',
    ) => sql`
      insert into orders (id, first_name, last_name, email, phone, address_line1, city, postcode,
        region, quantity, unit_price, total_price, status, payment_status, amount_received,
        amount_refunded)
      values (${id}, 'Jane', 'Smith', 'jane@example.com', '07700900123', '1 High Street',
        'Scunthorpe', 'DN15 8QA', 'Doncaster', 3, 289, 910.35, ${status}, ${paymentStatus},
        ${received}, ${refunded})`;
    // 1: set completed by hand with nothing received; 2: paid; 3: paid, the status left behind;
    // 4: a payment under way; 5: set refunded by hand; 6: all refunded; 7: cancelled holding money.
    for (const row of [
      order(1, 'confirmed', 'completed', '0'),
      order(2, 'confirmed', 'completed', '910.35'),
      order(3, 'confirmed', 'pending', '910.35'),
      order(4, 'confirmed', 'processing', '0'),
      order(5, 'confirmed', 'refunded', '0'),
      order(6, 'cancelled', 'completed', '910.35', '910.35'),
      order(7, 'cancelled', 'completed', '910.35'),
    ]) {
      await db.execute(row);
    }

    await migrate(db, { migrationsFolder });

    const rows = await db
      .select({ id: orders.id, paymentStatus: orders.paymentStatus })
      .from(orders)
      .orderBy(orders.id);
    expect(rows.map((r) => r.paymentStatus)).toEqual([
      'pending',
      'completed',
      'completed',
      'processing',
      'pending',
      'refunded',
      'completed',
    ]);
    const events = await db.select().from(orderEvents).orderBy(orderEvents.orderId);
    expect(events.map((e) => [e.orderId, e.type, e.oldValue, e.newValue])).toEqual([
      [1, 'payment_status', 'completed', 'pending'],
      [3, 'payment_status', 'pending', 'completed'],
      [5, 'payment_status', 'refunded', 'pending'],
      [6, 'payment_status', 'completed', 'refunded'],
    ]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers starting together', () => {
  it('migrate an empty PostgreSQL database once between them, neither failing', async () => {
    const empty = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    const servers = [0, 1, 2].map(() =>
      openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 }),
    );
    try {
      await Promise.all(servers.map((server) => server.migrate()));
      // Both drivers answer { rows }.
      const applied = (await servers[0]!.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as { rows: { count: number }[] };
      const journal = JSON.parse(
        await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
    } finally {
      for (const server of servers) await server.close();
      await empty.drop();
    }
  });
});
