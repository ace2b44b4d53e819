// The Payments tab's ledger (GET /api/ledger) and an order's entries (GET /api/orders/{id}/ledger)
// on the embedded database (PGlite) with the 100,000-order shop of the admin lists benchmark,
// whose money has moved as a real shop's does: older confirmed orders mostly paid (by transfer,
// card by phone, cash on delivery or online), a few part paid or unpaid, the last month's
// orders often still owing, some cancelled orders refunded and some still owed a refund.
// p50/p95 over sequential requests of each filter, with and without a search.
// Target: p95 < 50 ms for the list and for an order's entries.
// Run: node --import tsx scripts/bench/ledger.ts
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { measureSequential, withAdminBenchShop } from './admin-bench-app.ts';
import { searchTerms, seedCustomers, seedOrders } from './admin-seed.ts';

const CUSTOMERS = 20_000;
const ORDERS = 100_000;
const REQUESTS = 300;
const TARGET_P95_MS = 50;

/** Ledger entries for the seeded orders, then the orders' sums, in a few statements. */
export async function seedMoneyForBench(db: Database): Promise<void> {
  // A deterministic spread by id: (id * 7919) % 100 is the order's "dice".
  await db.execute(sql`
    insert into order_ledger (order_id, kind, method, amount, moved_on, reference, created_at)
    select id, 'payment',
      (array['bank_transfer','online','card_by_phone','cash_on_delivery'])[1 + id % 4],
      case when dice < 1 then round(total_price / 3, 2) else total_price end,
      (created_at at time zone 'Europe/London')::date + 3, 'REF-' || id, created_at + interval '3 days'
    from (select *, (id * 7919) % 100 as dice from orders) o
    where (status = 'confirmed' and created_at < now() - interval '30 days' and dice < 97)
       or (status = 'confirmed' and created_at >= now() - interval '30 days' and dice < 40)
       or (status = 'cancelled' and dice < 8)
       or (status = 'pending' and dice < 2)`);
  // Three in four of the cancelled orders that were paid have been refunded.
  await db.execute(sql`
    insert into order_ledger (order_id, kind, method, amount, moved_on, reference, created_at)
    select l.order_id, 'refund', 'bank_transfer', l.amount, l.moved_on + 2, 'RF-' || l.order_id,
      l.created_at + interval '2 days'
    from order_ledger l join orders o on o.id = l.order_id
    where o.status = 'cancelled' and l.order_id % 4 <> 0`);
  await db.execute(sql`
    update orders set
      amount_received = coalesce(s.received, 0), amount_refunded = coalesce(s.refunded, 0),
      ledger_methods = s.methods,
      payment_status = case when o2.status <> 'cancelled' and s.received - s.refunded >= o2.total_price
        then 'completed' else orders.payment_status end
    from (select order_id,
            sum(amount) filter (where kind = 'payment') as received,
            coalesce(sum(amount) filter (where kind = 'refund'), 0) as refunded,
            array_agg(distinct method order by method) as methods
          from order_ledger group by order_id) s, orders o2
    where orders.id = s.order_id and o2.id = s.order_id`);
}

const STATES = ['all', 'all', 'received', 'refund_owed', 'balance_due', 'balance_due'];
const METHODS = ['bank_transfer', 'online', 'card_by_phone', 'cash_on_delivery'];

/**
 * The tab as it is used: mostly the first pages of a state, one in three with a search, one in
 * eight by method, one in ten over a date range, one in twenty on a deep page.
 */
function ledgerUrls(count: number, now: Date): string[] {
  const terms = searchTerms();
  const day = (daysAgo: number) =>
    new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => {
    const query = new URLSearchParams({ state: STATES[i % STATES.length] ?? 'all' });
    if (i % 3 === 1) query.set('search', terms[i % terms.length] ?? '');
    if (i % 8 === 3) query.set('method', METHODS[i % METHODS.length] ?? 'online');
    if (i % 10 === 4) {
      query.set('from', day(90 + (i % 200)));
      query.set('to', day(i % 60));
    }
    query.set('page', String(i % 20 === 7 ? 20 + ((i * 37) % 100) : 1 + (i % 3)));
    query.set('pageSize', String([10, 25, 50][i % 3]));
    return `/api/ledger?${query.toString()}`;
  });
}

export function benchLedger() {
  const now = new Date();
  return withAdminBenchShop(
    async (db) => {
      const accounts = await seedCustomers(db, CUSTOMERS, now);
      await seedOrders(db, ORDERS, accounts, now);
      await seedMoneyForBench(db);
    },
    async ({ base, cookie, seedSeconds, db }) => {
      const listUrls = ledgerUrls(REQUESTS, now);
      const sampledResult: unknown = await db.execute(
        sql`select id from orders where id % 331 = 0 order by id limit ${REQUESTS}`,
      );
      const sampled = sampledResult as { rows: { id: number }[] };
      const entryUrls = sampled.rows.map((row) => `/api/orders/${row.id}/ledger`);
      await measureSequential(base, cookie, [...listUrls.slice(0, 40), ...entryUrls.slice(0, 20)]);
      const list = await measureSequential(base, cookie, listUrls);
      const entries = await measureSequential(base, cookie, entryUrls);
      const countsResult: unknown = await db.execute(sql`
        select (select count(*)::int from order_ledger) as entries,
          (select count(*)::int from orders where amount_received > 0) as held,
          (select count(*)::int from orders where status = 'confirmed'
             and total_price > amount_received - amount_refunded) as due`);
      const counts = countsResult as { rows: { entries: number; held: number; due: number }[] };
      return {
        benchmark: `Payments ledger on PGlite: ${ORDERS} orders (sequential requests: state, search, method, dates, page)`,
        seedSeconds,
        shop: counts.rows[0],
        'GET /api/ledger': list,
        'GET /api/orders/{id}/ledger': entries,
        target: `p95 < ${TARGET_P95_MS} ms for each`,
        met: list.p95Ms < TARGET_P95_MS && entries.p95Ms < TARGET_P95_MS,
      };
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchLedger(), null, 2));
}
