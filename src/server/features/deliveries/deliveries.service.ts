import { addWorkingDays, nationOf, offeredDeliveryDates } from '#domain/delivery-calendar';
import { isoWeekday, roundServing } from '#domain/delivery-rounds';
import { ukDate } from '#domain/uk-date';
import { lorryOverload } from '#domain/delivery-lorry';
import { planDeliveryDays } from '#domain/delivery-plan';
import { orderBalance } from '#domain/ledger';
import { penceToPounds } from '#domain/money';
import { orderMoneyOf } from '#shared/order-money';
import type { AdminOrder } from '#shared/schemas/admin';
import type {
  DeliveriesBoard,
  DeliveriesQuery,
  DeliveryDates,
  DeliveryDrops,
  DeliveryDropsQuery,
  DeliveryStatusUpdate,
  DeliveryStop,
  DeliveryTerms,
  SavedDeliveryDetails,
  ScheduleDeliveries,
} from '#shared/schemas/delivery';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { deliveryOf, toOrder } from '../orders/order-mapper.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createDeliveriesRepo } from './deliveries.repo.ts';
import type { OrderDeliveryChanges } from '../orders/order-writes.ts';
import { orderRecords } from '../orders/order-records.ts';
import {
  deliveryChangeProblem,
  deliveryEvents,
  deliveryValues,
  earlyDateProblem,
  earlyReasonAfter,
  noticeProblem,
} from './delivery-changes.ts';
import type { DeliveryMoveEvents } from '../orders/delivery-moves.ts';
import type { DayBooking, DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import type { ChangeSource } from '../orders/orders-admin.service.ts';
import type { OrderRow } from '../orders/order-row.ts';

/** How many dates checkout's picker offers: about six weeks of working days. */
const OFFERED_DATES = 30;
export const DEFAULT_LORRY_CAPACITY_TONNES = 28;

/** The business moves bookings without the customers' notice (delivery-promise.ts). */
const BY_BUSINESS = { byBusiness: true };

/** A refusal about one order of several, saying which. */
function forOrder(orderId: number, error: AppError): AppError {
  const message = `Order #${orderId}: ${error.message}`;
  return new AppError(error.code, message, [{ path: 'date', message }]);
}

type Drop = Awaited<ReturnType<ReturnType<typeof createDeliveriesRepo>['drops']>>[number];

function toStop(row: Drop): DeliveryStop {
  return {
    orderId: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    companyName: row.companyName,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postcode: row.postcode,
    region: row.region,
    quantity: Number(row.quantity),
    delivery: deliveryOf(row),
    earlyReason: row.deliveryEarlyReason,
    overLorryLimit: lorryOverload(Number(row.quantity), row.deliveryLorryLimit),
    toCollect: penceToPounds(Math.max(orderBalance(orderMoneyOf(row)).balancePence, 0)),
  };
}

/** Delivery planning: the board, scheduling, each delivery's progress, and checkout's dates. */
export function createDeliveriesService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  settings: Pick<SettingsService, 'get'>;
  deliveryMoves: DeliveryMoveEvents;
  now: () => Date;
  deliveryPromise: Pick<
    DeliveryPromiseService,
    'offer' | 'terms' | 'rounds' | 'dayFor' | 'reserve' | 'refusal' | 'bookingsChanged'
  >;
}) {
  /**
   * Moves the orders' deliveries to `target` in one transaction: every order must allow the
   * move, or none changes. Each change is written with its events and the customer's email.
   * A booked order scheduled on another day takes its booking along: to the round's day when
   * a round runs then (where it has room), released when none does.
   */
  async function moveDeliveries(
    orderIds: number[],
    target: DeliveryStatusUpdate,
    who: ChangeSource,
  ): Promise<AdminOrder[]> {
    const rules = await changeRules(target);
    // Refusals and the new round's day are worked out before the transaction: on the embedded
    // database a read outside it would wait for it to end. The transaction checks again.
    const seen = await createDeliveriesRepo(deps.db).readMany(orderIds);
    const early = rules.problem(seen);
    if (early) throw early;
    const rebooked = await rebookings(seen, target);
    const outcome = await deps.transaction(async (tx) => {
      const repo = createDeliveriesRepo(tx);
      const current = await orderRecords(tx).lockMany(orderIds);
      const missing = orderIds.filter((id) => !current.some((row) => row.id === id));
      if (missing.length > 0) {
        throw new AppError('not_found', `Order not found: #${missing.join(', #')}`);
      }
      const problem = rules.problem(current);
      if (problem) throw problem;
      const full = await followBookings(tx, current, seen, rebooked);
      if (full) return { full };
      const at = deps.now();
      const pairs = await writeChanges(repo, current, target, at, rebooked);
      const moves = pairs.map(({ row, after }) => ({
        before: row,
        after,
        events: deliveryEvents(row, after, at, who.source.staffId ?? null),
      }));
      await repo.addEvents(moves.flatMap((move) => move.events));
      // Its audit entries and the customers' emails are the event's subscribers.
      await deps.deliveryMoves(
        tx,
        moves.map(({ before, after, events }) => ({
          before,
          after,
          changes: events.flatMap(({ field, oldValue, newValue }) =>
            field ? [{ field, oldValue, newValue }] : [],
          ),
        })),
        who.source,
        at,
      );
      return { changed: pairs.map(({ after }) => toOrder(after)) };
    });
    if (outcome.full) {
      const { order, booking } = outcome.full;
      const refusal = await deps.deliveryPromise.refusal(
        order.postcode,
        booking.tonnes,
        booking.date,
        BY_BUSINESS,
      );
      throw forOrder(order.id, refusal);
    }
    if (rebooked.size > 0) deps.deliveryPromise.bookingsChanged();
    who.log.info({ orderIds, deliveryStatus: target.status }, 'deliveries changed');
    return (outcome.changed ?? []).sort((a, b) => a.id - b.id);
  }

  /**
   * The refusals a move to `target` meets today: a status the order cannot take, a booked
   * day brought forward inside the lead time, a day away from what the customer asked for
   * without a reason.
   */
  async function changeRules(target: DeliveryStatusUpdate) {
    const today = ukDate(deps.now());
    const workingDays =
      target.status === 'scheduled'
        ? Number(await deps.settings.get('delivery_lead_working_days'))
        : 0;
    const noticeFrom = (order: OrderRow) =>
      addWorkingDays(today, workingDays, nationOf(order.postcode));
    return {
      problem(rows: readonly OrderRow[]): AppError | null {
        for (const row of rows) {
          const problem = deliveryChangeProblem(row, target, today);
          if (problem) return problem;
        }
        return (
          noticeProblem(rows, target, { workingDays, noticeFrom }) ?? earlyDateProblem(rows, target)
        );
      },
    };
  }

  /**
   * Where each booked order's booking goes when it is scheduled away from its day: the
   * round's day when a round runs to it then (a 400 for a closed day, a 409 when full), null
   * to release it when none does. Orders staying on their day are not in the answer.
   */
  async function rebookings(
    rows: readonly OrderRow[],
    target: DeliveryStatusUpdate,
  ): Promise<Map<number, DayBooking | null>> {
    const answer = new Map<number, DayBooking | null>();
    if (target.status !== 'scheduled') return answer;
    const moving = rows.filter(
      (row) => row.deliveryRoundId !== null && row.deliveryBookedDate !== target.date,
    );
    if (moving.length === 0) return answer;
    const rounds = await deps.deliveryPromise.rounds();
    for (const row of moving) {
      if (!roundServing(rounds, row.postcode, isoWeekday(target.date))) {
        answer.set(row.id, null);
        continue;
      }
      try {
        const tonnes = Number(row.quantity);
        answer.set(
          row.id,
          await deps.deliveryPromise.dayFor(row.postcode, tonnes, target.date, BY_BUSINESS),
        );
      } catch (error) {
        throw error instanceof AppError ? forOrder(row.id, error) : error;
      }
    }
    return answer;
  }

  /**
   * Inside the transaction: holds the room on each new round's day, under its lock. Answers
   * the first order whose day filled meanwhile (nothing is written then), or null.
   */
  async function followBookings(
    tx: Database,
    current: readonly OrderRow[],
    seen: readonly OrderRow[],
    rebooked: ReadonlyMap<number, DayBooking | null>,
  ): Promise<{ order: OrderRow; booking: DayBooking } | null> {
    // Where a booking was decided on a row that has changed since (another schedule, a moved
    // day, an edit), the decision no longer holds: the planner tries again.
    for (const row of current) {
      const before = seen.find((s) => s.id === row.id);
      const moved =
        !before ||
        before.postcode !== row.postcode ||
        before.quantity !== row.quantity ||
        before.deliveryRoundId !== row.deliveryRoundId ||
        before.deliveryBookedDate !== row.deliveryBookedDate;
      if (moved && (rebooked.has(row.id) || row.deliveryRoundId !== null)) {
        throw new AppError('conflict', `Order #${row.id} changed meanwhile: please try again`);
      }
    }
    const moves = current.flatMap((order) => {
      const booking = rebooked.get(order.id);
      return booking ? [{ order, booking }] : [];
    });
    const fits = await deps.deliveryPromise.reserve(
      tx,
      moves.map((m) => m.booking),
    );
    return moves.find((_, i) => !fits[i]) ?? null;
  }

  /**
   * Sets the columns of the move on every order, one update per distinct set of values
   * (a reason, a booking moved or released), and answers each row as written, without
   * reading it back.
   */
  async function writeChanges(
    repo: ReturnType<typeof createDeliveriesRepo>,
    current: OrderRow[],
    target: DeliveryStatusUpdate,
    at: Date,
    rebooked: ReadonlyMap<number, DayBooking | null>,
  ) {
    const values = deliveryValues(target);
    const groups = new Map<string, { changes: OrderDeliveryChanges; ids: number[] }>();
    const pairs = current.map((row) => {
      const changes: OrderDeliveryChanges = { ...values };
      const reason = earlyReasonAfter(row, target);
      if (reason !== undefined) changes.deliveryEarlyReason = reason;
      if (rebooked.has(row.id)) {
        const booking = rebooked.get(row.id) ?? null;
        changes.deliveryRoundId = booking?.roundId ?? null;
        changes.deliveryBookedDate = booking?.date ?? null;
      }
      const key = JSON.stringify(changes);
      const group = groups.get(key) ?? { changes, ids: [] };
      group.ids.push(row.id);
      groups.set(key, group);
      return { row, after: { ...row, ...changes, updatedAt: at } };
    });
    for (const { changes, ids } of groups.values()) await repo.update(ids, changes, at);
    return pairs;
  }

  async function capacityTonnes(): Promise<number> {
    const stored = Number(await deps.settings.get('lorry_capacity_tonnes'));
    return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_LORRY_CAPACITY_TONNES;
  }

  return {
    /** The board's totals by day and postcode area, against the lorry's capacity. */
    async board(query: DeliveriesQuery): Promise<DeliveriesBoard> {
      const [totals, capacity] = await Promise.all([
        createDeliveriesRepo(deps.db).areaTotals(query),
        capacityTonnes(),
      ]);
      return { capacityTonnes: capacity, days: planDeliveryDays(totals, capacity) };
    },

    /** One day's drops (or one postcode area's that day), as the planner opens it. */
    async drops(query: DeliveryDropsQuery): Promise<DeliveryDrops> {
      const rows = await createDeliveriesRepo(deps.db).drops(query);
      return { drops: rows.map(toStop) };
    },

    scheduleDeliveries: ({ orderIds, ...when }: ScheduleDeliveries, who: ChangeSource) =>
      moveDeliveries(orderIds, { status: 'scheduled', ...when }, who),

    async changeDeliveryStatus(
      orderId: number,
      update: DeliveryStatusUpdate,
      who: ChangeSource,
    ): Promise<AdminOrder> {
      const [order] = await moveDeliveries([orderId], update, who);
      if (!order) throw new AppError('not_found', 'Order not found');
      return order;
    },

    /**
     * The days checkout offers a customer at `postcode` ordering `tonnes`: a round's days to
     * book where one runs there, and always the working days they may give as their earliest
     * date, for when none does.
     */
    async deliveryDates(postcode: string, tonnes: number): Promise<DeliveryDates> {
      const { days, promise } = await deps.deliveryPromise.offer(postcode, tonnes);
      return {
        dates: offeredDeliveryDates(ukDate(deps.now()), nationOf(postcode), OFFERED_DATES),
        days: days?.map((day) => ({ date: day.date, full: !day.fits })) ?? null,
        promise: promise.message,
      };
    },

    /** When deliveries happen, for the delivery and region pages. */
    deliveryTerms: (): Promise<DeliveryTerms> => deps.deliveryPromise.terms(),

    /** A signed-in customer's last delivery details, to offer again at checkout. */
    savedDetails: (customerId: number): Promise<SavedDeliveryDetails | null> =>
      createDeliveriesRepo(deps.db).lastDeliveryDetails(customerId),
  };
}

export type DeliveriesService = ReturnType<typeof createDeliveriesService>;
