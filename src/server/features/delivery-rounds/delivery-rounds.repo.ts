import { and, asc, between, eq, gte, inArray, isNotNull, ne, sql, sum } from 'drizzle-orm';
import type { ClosedDay, DeliveryRound, RoundBooking } from '#domain/delivery-rounds';
import type { Database } from '#server/db/client';
import { deliveryClosedDays, deliveryRounds } from './delivery-rounds.tables.ts';
import { orders } from '../orders/orders-view.ts';

type RoundRow = typeof deliveryRounds.$inferSelect;
type ClosedDayRow = typeof deliveryClosedDays.$inferSelect;

/** A round's values as its form sends them and the domain checks them. */
export type RoundValues = Omit<DeliveryRound, 'id'>;

/** The round as the domain reads it: capacity (numeric, read as text) as a number. */
const toRound = (row: RoundRow): DeliveryRound => ({
  id: row.id,
  name: row.name,
  depot: row.depot,
  areas: row.areas,
  weekdays: row.weekdays.map(Number),
  capacityTonnes: Number(row.capacityTonnes),
  lorries: row.lorries,
  enabled: row.enabled,
});

export type StoredClosedDay = ClosedDay & { id: number };

const toClosedDay = (row: ClosedDayRow): StoredClosedDay => ({
  id: row.id,
  date: row.date,
  roundId: row.roundId,
  reason: row.reason,
});

const columns = (values: RoundValues) => ({
  ...values,
  capacityTonnes: values.capacityTonnes.toFixed(1),
});

/** Days since 1970-01-01: a date as a lock key. */
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Any number, as long as nothing else in the shop takes the same advisory lock. */
const ROUNDS_LOCK = 724022;

export function createDeliveryRoundsRepo(db: Database) {
  return {
    /**
     * Until the transaction ends, no other change to the rounds runs: two rounds saved at once
     * are then checked against each other, and cannot both slip past the overlap check.
     */
    async lockRounds(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${ROUNDS_LOCK})`);
    },

    /**
     * For a booking: round changes wait until it commits, and it waits for any in progress,
     * so it reads each round's capacity as it stands. Bookings do not wait for each other.
     */
    async shareRoundsLock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock_shared(${ROUNDS_LOCK})`);
    },

    /**
     * Until the transaction ends, no other booking on these rounds' days runs, so each sees
     * every tonne booked before it. Taken in one order (by round, then date) so that two
     * transactions booking the same days never wait for each other in a circle. The
     * two-number keys are a space of their own, apart from the one-number locks above.
     */
    async lockDays(days: readonly { roundId: number; date: string }[]): Promise<void> {
      const keys = [...new Set(days.map((d) => `${d.roundId}:${dayNumber(d.date)}`))]
        .map((key) => key.split(':').map(Number) as [number, number])
        .sort(([r1, d1], [r2, d2]) => r1 - r2 || d1 - d2);
      if (keys.length === 0) return;
      // One statement, taking them in the arrays' order.
      const roundIds = `{${keys.map(([roundId]) => roundId).join(',')}}`;
      const dayNumbers = `{${keys.map(([, day]) => day).join(',')}}`;
      await db.execute(
        sql`select pg_advisory_xact_lock(k.round_id, k.day)
            from unnest(${roundIds}::int[], ${dayNumbers}::int[]) as k(round_id, day)`,
      );
    },

    /** Tonnes booked per round and day from a date (cancelled orders free theirs). */
    async bookedTonnes({
      roundIds,
      from,
      to,
    }: {
      /** Every round's when not given. */
      roundIds?: readonly number[];
      from: string;
      to?: string;
    }): Promise<RoundBooking[]> {
      if (roundIds?.length === 0) return [];
      const rows = await db
        .select({
          roundId: orders.deliveryRoundId,
          date: orders.deliveryBookedDate,
          tonnes: sum(orders.quantity),
        })
        .from(orders)
        .where(
          and(
            roundIds ? inArray(orders.deliveryRoundId, [...roundIds]) : undefined,
            to
              ? between(orders.deliveryBookedDate, from, to)
              : gte(orders.deliveryBookedDate, from),
            isNotNull(orders.deliveryRoundId),
            ne(orders.status, 'cancelled'),
          ),
        )
        .groupBy(orders.deliveryRoundId, orders.deliveryBookedDate);
      return rows.map((row) => ({
        roundId: row.roundId!,
        date: row.date!,
        tonnes: Number(row.tonnes ?? 0),
      }));
    },

    async listRounds(): Promise<DeliveryRound[]> {
      const rows = await db
        .select()
        .from(deliveryRounds)
        .orderBy(asc(deliveryRounds.name), asc(deliveryRounds.id));
      return rows.map(toRound);
    },

    async findRound(id: number): Promise<DeliveryRound | null> {
      const [row] = await db.select().from(deliveryRounds).where(eq(deliveryRounds.id, id));
      return row ? toRound(row) : null;
    },

    async insertRound(values: RoundValues, now: Date): Promise<DeliveryRound> {
      const [row] = await db
        .insert(deliveryRounds)
        .values({ ...columns(values), createdAt: now, updatedAt: now })
        .returning();
      return toRound(row!);
    },

    async updateRound(id: number, values: RoundValues, now: Date): Promise<DeliveryRound | null> {
      const [row] = await db
        .update(deliveryRounds)
        .set({ ...columns(values), updatedAt: now })
        .where(eq(deliveryRounds.id, id))
        .returning();
      return row ? toRound(row) : null;
    },

    /** Its own closed days go with it (ON DELETE CASCADE). */
    async deleteRound(id: number): Promise<DeliveryRound | null> {
      const [row] = await db.delete(deliveryRounds).where(eq(deliveryRounds.id, id)).returning();
      return row ? toRound(row) : null;
    },

    async listClosedDays(roundId?: number): Promise<StoredClosedDay[]> {
      const rows = await db
        .select()
        .from(deliveryClosedDays)
        .where(roundId === undefined ? undefined : eq(deliveryClosedDays.roundId, roundId))
        .orderBy(
          asc(deliveryClosedDays.date),
          sql`${deliveryClosedDays.roundId} asc nulls first`,
          asc(deliveryClosedDays.id),
        );
      return rows.map(toClosedDay);
    },

    /** Null when that day is closed already for that round (or for all, with roundId null). */
    async insertClosedDay(day: ClosedDay, now: Date): Promise<StoredClosedDay | null> {
      const [row] = await db
        .insert(deliveryClosedDays)
        .values({ ...day, createdAt: now })
        .onConflictDoNothing()
        .returning();
      return row ? toClosedDay(row) : null;
    },

    async deleteClosedDay(id: number): Promise<StoredClosedDay | null> {
      const [row] = await db
        .delete(deliveryClosedDays)
        .where(eq(deliveryClosedDays.id, id))
        .returning();
      return row ? toClosedDay(row) : null;
    },
  };
}
