// Booking delivery days under load on PostgreSQL: POST /api/orders, 20 connections for 10 s to
// one app process, each order booking one of 20 lorry-days of one round in turn. Afterwards the
// tonnes on each day are summed from the orders and compared with the day's capacity.
// Target: >= 300 orders/s with zero overbooked days.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { ukDate } from '#domain/uk-date';
import {
  BOOKING_HORIZON_DAYS,
  dayCapacityTonnes,
  deliveryDays,
  type DeliveryRound,
} from '#domain/delivery-rounds';
import { openDatabase } from '#server/db/client';
import { deliveryRounds } from '#server/features/delivery-rounds/delivery-rounds.tables';
import { LOAD, ORDER, loadFigures } from './place-orders.ts';
import { queryRows } from './order-check.ts';
import { createScratchDatabase } from './scratch-postgres.ts';
import { startShopProcess } from './shop-server.ts';

const PORT = 5821;
const SHOP_ENV = { RATE_LIMITS: 'off', LOG_LEVEL: 'warn' };
const LORRY_DAYS = 20;
// Scunthorpe (DN15) carved out of the seeded DN round, six days a week. Ten lorries of 44 t a
// day: room for all the load's orders, so the figure counts bookings made, not refusals.
const ROUND = {
  name: 'Bench Scunthorpe',
  depot: 'Scunthorpe',
  areas: ['DN15'],
  weekdays: [1, 2, 3, 4, 5, 6],
  capacityTonnes: 44,
  lorries: 10,
  enabled: true,
};

/** The round's first LORRY_DAYS days from today's notice (3 working days, the default). */
function bookableDays(round: DeliveryRound): string[] {
  const days = deliveryDays({
    rounds: [round],
    closedDays: [],
    bookedTonnes: () => 0,
    postcode: ORDER.postcode,
    tonnes: ORDER.quantity,
    today: ukDate(new Date()),
    leadTimeWorkingDays: 3,
    horizonDays: BOOKING_HORIZON_DAYS,
  });
  return days.slice(0, LORRY_DAYS).map((day) => day.date);
}

export async function benchBookDaysPostgres() {
  const database = await createScratchDatabase('pellets_booking');
  const dataDir = mkdtempSync(join(tmpdir(), 'pellets-bench-booking-'));
  const handle = openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
  try {
    // A first start migrates and seeds; the round goes in before the start that is measured.
    await (await startShopProcess({ port: PORT, databaseUrl: database.url, dataDir })).stop();
    const [row] = await handle.db
      .insert(deliveryRounds)
      .values({ ...ROUND, capacityTonnes: ROUND.capacityTonnes.toFixed(1) })
      .returning({ id: deliveryRounds.id });
    const round: DeliveryRound = { id: row!.id, ...ROUND };
    const dates = bookableDays(round);

    const shop = await startShopProcess({
      port: PORT,
      databaseUrl: database.url,
      dataDir,
      env: SHOP_ENV,
    });
    let counter = 0;
    let result: autocannon.Result;
    try {
      result = await autocannon({
        url: `${shop.url}/api/orders`,
        method: 'POST',
        connections: LOAD.connections,
        duration: LOAD.durationS,
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              counter += 1;
              return {
                ...request,
                headers: { ...request.headers, 'idempotency-key': `booking-${counter}` },
                body: JSON.stringify({
                  ...ORDER,
                  delivery: { bookedDate: dates[counter % dates.length] },
                }),
              };
            },
          },
        ],
      });
    } finally {
      await shop.stop();
    }

    const booked = await queryRows<{ date: string; tonnes: string; orders: string }>(
      handle.db,
      sql`select delivery_booked_date::text as date, sum(quantity)::text as tonnes,
            count(*)::text as orders
          from orders where delivery_round_id = ${round.id} and status <> 'cancelled'
          group by 1 order by 1`,
    );
    const capacity = dayCapacityTonnes(round);
    const overbookedDays = booked.filter((day) => Number(day.tonnes) > capacity).length;
    const figures = loadFigures(result);
    const ordersBooked = booked.reduce((sum, day) => sum + Number(day.orders), 0);
    return {
      benchmark: `POST /api/orders booking ${dates.length} lorry-days on PostgreSQL, one process (20 connections, 10 s)`,
      ...figures,
      lorryDays: dates.length,
      dayCapacityTonnes: capacity,
      mostBookedTonnes: Math.max(0, ...booked.map((day) => Number(day.tonnes))),
      ordersBooked,
      overbookedDays,
      // Orders still in flight when the load stops are booked too: at least those answered.
      target: '>= 300 orders/s, zero overbooked days, every accepted order booked',
      met:
        figures.ordersPerSecond >= 300 && overbookedDays === 0 && ordersBooked >= figures.accepted,
    };
  } finally {
    await handle.close();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchBookDaysPostgres(), null, 2));
}
