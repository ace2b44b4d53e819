import { ukDate } from '#domain/uk-date';
import { addTonnes } from '#domain/delivery-plan';
import {
  BOOKING_HORIZON_DAYS,
  bookedTonnesLookup,
  bookingProblem,
  bookingWindow,
  dayCapacityTonnes,
  deliveryDays,
  earliestDelivery,
  earliestDeliveryMessage,
  roundServing,
  roundsServing,
  isoWeekday,
  type BookedTonnes,
  type ClosedDay,
  type DeliveryDay,
  type DeliveryRound,
  type DeliveryRoundsInput,
} from '#domain/delivery-rounds';
import { parsePostcode } from '#domain/postcode';
import { spareLorryDays, type SpareLorryDay } from '#domain/top-up-offers';
import type { DeliveryPromise, DeliveryTerms } from '#shared/schemas/delivery';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { RefreshingCache } from '#server/lib/refreshing-cache';
import { createDeliveryRoundsRepo } from './delivery-rounds.repo.ts';

export interface RoundsAndClosedDays {
  rounds: DeliveryRound[];
  closedDays: ClosedDay[];
}

/** A day on a round asked for with an order. */
export interface DayBooking {
  roundId: number;
  date: string;
  tonnes: number;
}

/**
 * The business books for customers on the phone and moves orders: it gives itself no notice
 * and may look a year ahead.
 */
interface BookingOptions {
  byBusiness?: boolean;
}
const BUSINESS_HORIZON_DAYS = 366;

/** Where the error points: checkout's delivery day. */
const BOOKED_DATE_PATH = 'delivery.bookedDate';

/**
 * The days the lorries can come, from the rounds (held in memory, as the regions are), the
 * lead time, the holidays and the tonnes booked; and the booking of one of them with an
 * order, which never puts more on a round's day than its lorries carry.
 */
export function createDeliveryPromise(deps: {
  db: Database;
  now: () => Date;
  leadTimeWorkingDays: () => Promise<number>;
  rounds: RefreshingCache<RoundsAndClosedDays>;
  /**
   * Every round's booked tonnes from today, held briefly for the price check and checkout's
   * list of days. Bookings themselves count the tonnes afresh, under the day's lock.
   */
  bookings: RefreshingCache<BookedTonnes>;
}) {
  /**
   * Everything the domain needs to offer days to the postcode: the bookings as held in
   * memory, or `fresh` from the database to decide or refuse a booking.
   */
  const promises = createAnswerMemo<DeliveryPromise>();

  async function inputFor(
    postcode: string,
    tonnes: number,
    { byBusiness = false, fresh = true }: BookingOptions & { fresh?: boolean } = {},
  ): Promise<DeliveryRoundsInput> {
    const [{ rounds, closedDays }, leadTimeWorkingDays] = await Promise.all([
      deps.rounds.current(),
      deps.leadTimeWorkingDays(),
    ]);
    const input = {
      rounds,
      closedDays,
      postcode,
      tonnes,
      today: ukDate(deps.now()),
      leadTimeWorkingDays: byBusiness ? 0 : leadTimeWorkingDays,
      horizonDays: byBusiness ? BUSINESS_HORIZON_DAYS : BOOKING_HORIZON_DAYS,
    };
    if (!fresh) return { ...input, bookedTonnes: await deps.bookings.current() };
    const serving = roundsServing(rounds, postcode).map((round) => round.id);
    if (serving.length === 0) return { ...input, bookedTonnes: () => 0 };
    const { first, last } = bookingWindow(input);
    const booked = await createDeliveryRoundsRepo(deps.db).bookedTonnes({
      roundIds: serving,
      from: first,
      to: last,
    });
    return { ...input, bookedTonnes: bookedTonnesLookup(booked) };
  }

  return {
    /**
     * The days a round runs to the postcode over the weeks ahead (null when none does: the
     * business arranges those deliveries) and the line the price check shows.
     */
    async offer(
      postcode: string,
      tonnes: number,
    ): Promise<{ days: DeliveryDay[] | null; promise: DeliveryPromise }> {
      const input = await inputFor(postcode, tonnes, { fresh: false });
      const promise = promiseFor(input);
      const served = roundsServing(input.rounds, postcode).length > 0;
      return { days: served ? deliveryDays(input) : null, promise };
    },

    /**
     * The price check's line alone: the earliest day for the tonnes, or why there is none.
     * Every price check asks it, so answers are kept per outward code and tonnes for as long
     * as what they were worked out from (rounds, closed days, bookings, lead time, today).
     */
    async promise(postcode: string, tonnes: number): Promise<DeliveryPromise> {
      const input = await inputFor(postcode, tonnes, { fresh: false });
      const outward = parsePostcode(postcode)?.outward ?? postcode;
      return promises.answer(
        [
          input.rounds,
          input.closedDays,
          input.bookedTonnes,
          input.leadTimeWorkingDays,
          input.today,
        ],
        `${outward} ${tonnes}`,
        () => promiseFor(input),
      );
    },

    /**
     * Before the order's transaction: the round that runs to the postcode on the date, or a
     * 400 (409 when full) saying why the day cannot be booked.
     */
    async dayFor(
      postcode: string,
      tonnes: number,
      date: string,
      options: BookingOptions = {},
    ): Promise<DayBooking> {
      // The bookings held in memory decide all but a full day, which is read afresh: room may
      // have come free since. A day that fills meanwhile is caught by reserve, under its lock.
      let input = await inputFor(postcode, tonnes, { ...options, fresh: false });
      let problem = bookingProblem({ ...input, date });
      if (problem?.code === 'full') {
        input = await inputFor(postcode, tonnes, options);
        problem = bookingProblem({ ...input, date });
      }
      if (problem) throw bookingRefused(problem.code === 'full', problem.message);
      const round = roundServing(input.rounds, postcode, isoWeekday(date));
      if (!round) throw new Error(`No round serves ${postcode} on ${date}, yet it was offered`);
      const day = deliveryDays(input).find((d) => d.date === date);
      return { roundId: day?.roundId ?? round.id, date, tonnes };
    },

    /**
     * Inside the orders' transaction, before they are written: which bookings still fit, in
     * the order given, each counting those before it. Holds the days' locks until the
     * transaction ends, so no other booking can take the same room meanwhile.
     */
    async reserve(tx: Database, bookings: readonly DayBooking[]): Promise<boolean[]> {
      if (bookings.length === 0) return [];
      const repo = createDeliveryRoundsRepo(tx);
      await repo.shareRoundsLock();
      await repo.lockDays(bookings);
      const rounds = new Map((await repo.listRounds()).map((round) => [round.id, round]));
      const dates = bookings.map((b) => b.date).sort();
      const roundIds = [...new Set(bookings.map((b) => b.roundId))];
      const booked = bookedTonnesLookup(
        await repo.bookedTonnes({ roundIds, from: dates[0]!, to: dates[dates.length - 1]! }),
      );
      const added = new Map<string, number>();
      return bookings.map(({ roundId, date, tonnes }) => {
        const round = rounds.get(roundId);
        if (!round?.enabled) return false;
        const key = `${roundId}:${date}`;
        const after = addTonnes(addTonnes(booked(roundId, date), added.get(key) ?? 0), tonnes);
        if (after > dayCapacityTonnes(round)) return false;
        added.set(key, addTonnes(added.get(key) ?? 0, tonnes));
        return true;
      });
    },

    /** What the storefront says of when deliveries happen. */
    async terms(): Promise<DeliveryTerms> {
      const [leadWorkingDays, { rounds }] = await Promise.all([
        deps.leadTimeWorkingDays(),
        deps.rounds.current(),
      ]);
      return { leadWorkingDays, roundsBookDays: rounds.some((round) => round.enabled) };
    },

    /** The rounds as held in memory, for rules that follow checkout's choice of round. */
    async rounds(): Promise<DeliveryRound[]> {
      return (await deps.rounds.current()).rounds;
    },

    /** Every round's running days over the coming `days` with room left, bookings read afresh. */
    async spareDays(days: number): Promise<SpareLorryDay[]> {
      const { rounds, closedDays } = await deps.rounds.current();
      const today = ukDate(deps.now());
      const booked = await createDeliveryRoundsRepo(deps.db).bookedTonnes({ from: today });
      return spareLorryDays({
        rounds,
        closedDays,
        bookedTonnes: bookedTonnesLookup(booked),
        today,
        days,
      });
    },

    /** After bookings committed: the days offered count them at once. */
    bookingsChanged(): void {
      deps.bookings.invalidate();
    },

    /** After reserve refused a booking: why, with the next free day, as bookingProblem says it. */
    async refusal(
      postcode: string,
      tonnes: number,
      date: string,
      options: BookingOptions = {},
    ): Promise<AppError> {
      const problem = bookingProblem({ ...(await inputFor(postcode, tonnes, options)), date });
      return bookingRefused(
        true,
        problem?.message ?? 'That day has just been booked up: please choose another day.',
      );
    },
  };
}

/**
 * Answers kept while the values they came from stay the same objects: the caches hand out
 * one object until they reload, so a reload, a change of lead time or a new day starts afresh.
 */
function createAnswerMemo<T>() {
  let basis: readonly unknown[] = [];
  let answers = new Map<string, T>();
  return {
    answer(from: readonly unknown[], key: string, work: () => T): T {
      if (from.length !== basis.length || from.some((value, i) => value !== basis[i])) {
        basis = from;
        answers = new Map();
      }
      let answer = answers.get(key);
      if (answer === undefined) {
        answer = work();
        answers.set(key, answer);
      }
      return answer;
    },
  };
}

function promiseFor(input: DeliveryRoundsInput): DeliveryPromise {
  const earliest = earliestDelivery(input);
  return {
    earliestDate: earliest.day?.date ?? null,
    message: earliestDeliveryMessage(earliest, input.postcode),
  };
}

function bookingRefused(full: boolean, message: string): AppError {
  return new AppError(full ? 'conflict' : 'validation', message, [
    { path: BOOKED_DATE_PATH, message },
  ]);
}

export type DeliveryPromiseService = ReturnType<typeof createDeliveryPromise>;
