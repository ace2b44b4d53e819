// The Deliveries tab on the embedded database (PGlite) with 10,000 open deliveries among
// 40,000 orders: GET /api/deliveries p50/p95 over sequential requests (all, by region, by
// form), and POST /api/deliveries/schedule of 200 orders in one action.
// Targets: the board's data p95 < 100 ms; scheduling 200 orders < 1 s.
// Run: node --import tsx scripts/bench/deliveries.ts
import { and, asc, eq, sql } from 'drizzle-orm';
import { isWorkingDay, offeredDeliveryDates, ukDate } from '#domain/delivery-calendar';
import type { Database } from '#server/db/client';
import { orders } from '#server/db/schema';
import { percentile, roundMs as round, withAdminBenchShop } from './admin-bench-app.ts';
import { seedCustomers, seedOrders } from './admin-seed.ts';

const ORDERS = 40_000;
const OPEN_DELIVERIES = 10_000;
const BOARD_REQUESTS = 120;
const SCHEDULE_RUNS = 5;
const SCHEDULE_BATCH = 200;
const TARGET_BOARD_P95_MS = 100;
const TARGET_SCHEDULE_MS = 1000;

/** Working days in every UK nation, so any order can be scheduled on them. */
function ukWideDates(now: Date, count: number): string[] {
  return offeredDeliveryDates(ukDate(now), 'england-wales', count * 3)
    .filter((d) => isWorkingDay(d, 'scotland') && isWorkingDay(d, 'northern-ireland'))
    .slice(0, count);
}

/** 40,000 orders, the newest 10,000 confirmed ones open: 70% of them on one of 20 days. */
async function seedDeliveries(db: Database, now: Date, dates: string[]): Promise<void> {
  const accounts = await seedCustomers(db, 2_000, now);
  await seedOrders(db, ORDERS, accounts, now);
  // The newest 10,000 confirmed orders are open: 70% of them on one of 20 days, blown or bagged.
  await db.execute(sql`
    update orders set delivery_status = 'delivered' where status = 'confirmed' and id not in (
      select id from orders where status = 'confirmed' order by id desc limit ${OPEN_DELIVERIES})`);
  await db.execute(sql`
    update orders set delivery_form = case when id % 3 = 0 then 'bagged' else 'blown' end,
      delivery_hose_metres = case when id % 3 = 0 then null else 5 + id % 40 end,
      delivery_access_notes = 'Gate on the left; ring first'
    where status = 'confirmed' and delivery_status <> 'delivered'`);
  await db.execute(sql`
    update orders set delivery_status = 'scheduled',
      delivery_date = (${sql.raw(`array[${dates.map((d) => `'${d}'`).join(',')}]`)})[1 + id % ${dates.length}]::date,
      delivery_slot = case when id % 2 = 0 then 'am' else 'pm' end
    where status = 'confirmed' and delivery_status <> 'delivered' and id % 10 < 7`);
}

export function benchDeliveries() {
  const now = new Date();
  const dates = ukWideDates(now, 20);
  return withAdminBenchShop(
    (db) => seedDeliveries(db, now, dates),
    async ({ base, cookie, db }) => {
      const urls = [
        '/api/deliveries',
        '/api/deliveries?form=blown',
        '/api/deliveries?region=Doncaster',
      ];
      const board = async (count: number) => {
        const times: number[] = [];
        let stops = 0;
        for (let i = 0; i < count; i += 1) {
          const started = performance.now();
          const response = await fetch(base + (urls[i % urls.length] ?? ''), {
            headers: { cookie },
          });
          const body = (await response.json()) as { days: { areas: { stops: unknown[] }[] }[] };
          times.push(performance.now() - started);
          if (i % urls.length === 0)
            stops = body.days.flatMap((d) => d.areas).flatMap((a) => a.stops).length;
        }
        return { times: times.sort((a, b) => a - b), stops };
      };
      await board(15); // warm-up
      const measured = await board(BOARD_REQUESTS);

      const unscheduled = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'confirmed'), eq(orders.deliveryStatus, 'to_be_scheduled')))
        .orderBy(asc(orders.id))
        .limit(SCHEDULE_RUNS * SCHEDULE_BATCH);
      const ids = unscheduled.map((row) => row.id);
      const scheduleTimes: number[] = [];
      for (let run = 0; run < SCHEDULE_RUNS; run += 1) {
        const orderIds = ids.slice(run * SCHEDULE_BATCH, (run + 1) * SCHEDULE_BATCH);
        const started = performance.now();
        const response = await fetch(`${base}/api/deliveries/schedule`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ orderIds, date: dates[run % dates.length], slot: 'am' }),
        });
        await response.text();
        if (!response.ok) throw new Error(`scheduling failed: ${response.status}`);
        scheduleTimes.push(performance.now() - started);
      }
      const boardP95 = round(percentile(measured.times, 95));
      const scheduleMax = round(Math.max(...scheduleTimes));
      return {
        benchmark: `Deliveries on PGlite: ${OPEN_DELIVERIES} open deliveries among ${ORDERS} orders`,
        'GET /api/deliveries': {
          requests: measured.times.length,
          stopsOnBoard: measured.stops,
          p50Ms: round(percentile(measured.times, 50)),
          p95Ms: boardP95,
        },
        [`POST /api/deliveries/schedule (${SCHEDULE_BATCH} orders)`]: {
          runs: scheduleTimes.length,
          medianMs: round(
            percentile(
              [...scheduleTimes].sort((a, b) => a - b),
              50,
            ),
          ),
          maxMs: scheduleMax,
        },
        target: `board p95 < ${TARGET_BOARD_P95_MS} ms; scheduling ${SCHEDULE_BATCH} < ${TARGET_SCHEDULE_MS} ms`,
        met: boardP95 < TARGET_BOARD_P95_MS && scheduleMax < TARGET_SCHEDULE_MS,
      };
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchDeliveries(), null, 2));
}
