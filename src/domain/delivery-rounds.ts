// Delivery rounds: which lorries go where on which weekdays, and from them the delivery dates
// a customer can count on: a day a round runs to their postcode, after the notice we need,
// not a bank holiday in their nation nor a day the depot is closed, with room on the lorries.
import {
  addWorkingDays,
  isBankHoliday,
  nationOf,
  parseIsoDate,
  type Nation,
} from './delivery-calendar.ts';
import { addTonnes } from './delivery-plan.ts';
import { addDays } from './london-calendar.ts';
import { isUndeliverablePostcode, parsePostcode, type ParsedPostcode } from './postcode.ts';

/** 1 = Monday ... 7 = Sunday (ISO 8601), as the back office shows a week. */
export type Weekday = number;

export interface DeliveryRound {
  id: number;
  name: string;
  /** Where its lorries load and set out from ("Scunthorpe"). */
  depot: string;
  /** Postcode areas ("DN") and districts ("DN15") the round goes to. */
  areas: string[];
  /** The days it runs, 1 = Monday ... 5 = Friday; 6 and 7 when we work weekends. */
  weekdays: Weekday[];
  /** Tonnes one lorry carries on one day of the round. */
  capacityTonnes: number;
  /** Lorries that run the round each day: a day carries capacityTonnes x lorries. */
  lorries: number;
  enabled: boolean;
}

/** A day a round (or, with roundId null, every round) does not run, whatever its weekdays. */
export interface ClosedDay {
  /** YYYY-MM-DD */
  date: string;
  roundId: number | null;
  /** For the back office; customers are only told the day is not available. */
  reason: string;
}

/** Tonnes already booked on a round's lorries on a date (0 when nothing is). */
export type BookedTonnes = (roundId: number, date: string) => number;

export interface RoundBooking {
  roundId: number;
  date: string;
  tonnes: number;
}

/** The lookup deliveryDays needs, from booked orders (or per-day totals) of any grouping. */
export function bookedTonnesLookup(bookings: readonly RoundBooking[]): BookedTonnes {
  const totals = new Map<string, number>();
  for (const { roundId, date, tonnes } of bookings) {
    const key = `${roundId}:${date}`;
    totals.set(key, addTonnes(totals.get(key) ?? 0, tonnes));
  }
  return (roundId, date) => totals.get(`${roundId}:${date}`) ?? 0;
}

/**
 * The biggest capacity one lorry-day may have: 44 t is the gross weight (lorry and load) of
 * the heaviest articulated lorry allowed on UK roads, so no lorry carries more. Its real load
 * is nearer 29 t; the limit only catches a slip of the keyboard (440 for 44.0).
 */
export const MAX_CAPACITY_TONNES = 44;

/** Upper case, no spaces: " dn 15" -> "DN15", how rounds and postcodes are compared. */
const normaliseArea = (area: string) => area.replace(/\s+/g, '').toUpperCase();

/** A prefix of letters only is a postcode area ("DN"), anything else a district ("DN15"). */
const isAreaPrefix = (prefix: string) => /^[A-Z]+$/.test(prefix);

/**
 * The prefixes a postcode answers to, most specific first: the district ("W1A"), its parent
 * district for London's split districts ("W1"), then the area ("W").
 */
function prefixesOf(postcode: ParsedPostcode): string[] {
  const parent = `${postcode.area}${postcode.districtNumber}`;
  const districts = parent === postcode.outward ? [postcode.outward] : [postcode.outward, parent];
  return [...districts, postcode.area];
}

/**
 * The enabled rounds that serve a postcode, in the order given. Only the most specific prefix
 * any enabled round lists counts: a round listing DN15 takes DN15 off every round that lists
 * only DN, on every weekday. That is how the back office carves a district out of its area;
 * a district served on more days gets those days on its own round.
 */
export function roundsServing(rounds: readonly DeliveryRound[], postcode: string): DeliveryRound[] {
  const parsed = parsePostcode(postcode);
  if (!parsed) return [];
  const enabled = rounds.filter((round) => round.enabled);
  for (const prefix of prefixesOf(parsed)) {
    const serving = enabled.filter((round) => round.areas.map(normaliseArea).includes(prefix));
    if (serving.length > 0) return serving;
  }
  return [];
}

/** The first round serving a postcode (on that weekday, when given), or null when none does. */
export function roundServing(
  rounds: readonly DeliveryRound[],
  postcode: string,
  weekday?: Weekday,
): DeliveryRound | null {
  const serving = roundsServing(rounds, postcode);
  return (
    (weekday === undefined ? serving[0] : serving.find((r) => r.weekdays.includes(weekday))) ?? null
  );
}

/** 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): Weekday {
  const day = parseIsoDate(date);
  if (!day) throw new RangeError(`Not a date: ${date}`);
  return day.getUTCDay() || 7;
}

const longUkDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "2026-12-08" -> "Tuesday 8 December": a date within the weeks ahead needs no year. */
export function formatLongUkDate(date: string): string {
  const day = parseIsoDate(date);
  // Without the comma some engines put after the weekday.
  return day ? longUkDate.format(day).replace(',', '') : date;
}

export interface DeliveryRoundsInput {
  rounds: readonly DeliveryRound[];
  closedDays: readonly ClosedDay[];
  bookedTonnes: BookedTonnes;
  postcode: string;
  /** The order's tonnes. */
  tonnes: number;
  /** The UK date today (ukDate(now)), YYYY-MM-DD. */
  today: string;
  /** Working days' notice, in the postcode's nation: the first day offered is the last of them. */
  leadTimeWorkingDays: number;
  /** How many calendar days, from that first day, are offered. */
  horizonDays: number;
}

export interface DeliveryDay {
  date: string;
  roundId: number;
  /** capacityTonnes x lorries */
  capacityTonnes: number;
  bookedTonnes: number;
  spareTonnes: number;
  /** There is room for the order's tonnes. */
  fits: boolean;
}

export interface BookingWindow {
  nation: Nation;
  first: string;
  last: string;
}

/**
 * The first day offered, as earliestDeliveryDate counts it (the notice's last working day),
 * and the last: horizonDays calendar days on, counting the first.
 */
export function bookingWindow({
  postcode,
  today,
  leadTimeWorkingDays,
  horizonDays,
}: Pick<
  DeliveryRoundsInput,
  'postcode' | 'today' | 'leadTimeWorkingDays' | 'horizonDays'
>): BookingWindow {
  if (!parseIsoDate(today)) throw new RangeError(`Not a date: ${today}`);
  const nation = nationOf(postcode);
  const first = addWorkingDays(today, leadTimeWorkingDays, nation);
  return { nation, first, last: addDays(first, horizonDays - 1) };
}

const isClosed = (closedDays: readonly ClosedDay[], roundId: number, date: string) =>
  closedDays.some((day) => day.date === date && (day.roundId === null || day.roundId === roundId));

/** What a round's lorries carry on one day between them. */
export const dayCapacityTonnes = (round: Pick<DeliveryRound, 'capacityTonnes' | 'lorries'>) =>
  Math.round(round.capacityTonnes * round.lorries * 10) / 10;

/** A round's capacity, bookings and room on a date; spare is never below nothing. */
function roundDay(input: DeliveryRoundsInput, round: DeliveryRound, date: string): DeliveryDay {
  const capacityTonnes = dayCapacityTonnes(round);
  const bookedTonnes = input.bookedTonnes(round.id, date);
  const spareTonnes = Math.max(0, addTonnes(capacityTonnes, -bookedTonnes));
  return {
    date,
    roundId: round.id,
    capacityTonnes,
    bookedTonnes,
    spareTonnes,
    fits: spareTonnes >= input.tonnes,
  };
}

/**
 * The day one of the serving rounds offers on a date, or null when none runs: not its weekday,
 * a bank holiday in the nation, or closed for that round or for all. Rounds are checked for
 * overlaps when saved, so two rounds on one date is old or odd data; the customer picks a
 * date, not a lorry, so the date is offered once, on the round with more room (the first
 * given when equal).
 */
function dayOn(
  input: DeliveryRoundsInput,
  serving: readonly DeliveryRound[],
  nation: Nation,
  date: string,
): DeliveryDay | null {
  if (isBankHoliday(date, nation)) return null;
  const weekday = isoWeekday(date);
  let best: DeliveryDay | null = null;
  for (const round of serving) {
    if (!round.weekdays.includes(weekday) || isClosed(input.closedDays, round.id, date)) continue;
    const day = roundDay(input, round, date);
    if (!best || day.spareTonnes > best.spareTonnes) best = day;
  }
  return best;
}

/**
 * The days a round runs to the postcode, from the first day the notice allows, for horizonDays
 * calendar days, with their room: full days too (fits false), so the calendar can show them.
 */
export function deliveryDays(input: DeliveryRoundsInput): DeliveryDay[] {
  const serving = roundsServing(input.rounds, input.postcode);
  if (serving.length === 0) return [];
  const { nation, first, last } = bookingWindow(input);
  const days: DeliveryDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const day = dayOn(input, serving, nation, date);
    if (day) days.push(day);
  }
  return days;
}

/** Checkout offers four weeks of days: far enough to plan, near enough to keep. */
export const BOOKING_HORIZON_DAYS = 28;

/**
 * The price check's line about delivery: the earliest day, or why there is none. The
 * postcode has been found in an enabled region, so it parses.
 */
export function earliestDeliveryMessage(earliest: EarliestDelivery, postcode: string): string {
  if (earliest.day) return `Earliest delivery: ${formatLongUkDate(earliest.day.date)}`;
  const area = parsePostcode(postcode)?.area ?? postcode.trim().toUpperCase();
  return earliest.reason === 'no-round'
    ? `We deliver to ${area} by arrangement: call us`
    : `Our lorries to ${area} are fully booked for the next four weeks: call us and we will find a day`;
}

/**
 * 'no-round': no round goes to the postcode (we deliver there by arrangement: call us);
 * 'full': rounds go there, but none has room for the order within the horizon.
 */
export type NoDeliveryReason = 'no-round' | 'full';

export type EarliestDelivery =
  { day: DeliveryDay; reason: null } | { day: null; reason: NoDeliveryReason };

/** The first day with room for the order, or why there is none. */
export function earliestDelivery(input: DeliveryRoundsInput): EarliestDelivery {
  if (roundsServing(input.rounds, input.postcode).length === 0) {
    return { day: null, reason: 'no-round' };
  }
  const day = deliveryDays(input).find((d) => d.fits);
  return day ? { day, reason: null } : { day: null, reason: 'full' };
}

export type BookingProblemCode =
  | 'invalid-date'
  | 'no-round'
  | 'past'
  | 'too-soon'
  | 'too-far'
  | 'not-served'
  | 'bank-holiday'
  | 'closed'
  | 'full';

export interface BookingProblem {
  code: BookingProblemCode;
  /** For the customer, in a sentence or two. */
  message: string;
  /** 'full' only: the next day after the date with room for the order, when there is one. */
  nextFreeDate?: string | null;
}

const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const NATION_NAMES: Readonly<Record<Nation, string>> = {
  'england-wales': 'England and Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
};

/** ["a"] -> "a"; ["a", "b", "c"] -> "a, b and c". */
function listInWords(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const byNumber = (a: number, b: number) => a - b;
const weekdayName = (weekday: Weekday) => WEEKDAY_NAMES[weekday - 1] ?? `day ${weekday}`;
const tonnesInWords = (tonnes: number) => `${tonnes} ${tonnes === 1 ? 'tonne' : 'tonnes'}`;
const daysInWords = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * Why an order of `tonnes` to the postcode cannot be booked on `date`, or null when it can;
 * null exactly when deliveryDays offers the date with room (fits). The checks go from the
 * most lasting reason to the most passing, so the customer hears the one that matters.
 */
export function bookingProblem(
  input: DeliveryRoundsInput & { date: string },
): BookingProblem | null {
  const { date, postcode } = input;
  if (!parseIsoDate(date)) return { code: 'invalid-date', message: 'Please choose a valid date.' };
  const parsed = parsePostcode(postcode);
  const serving = roundsServing(input.rounds, postcode);
  if (!parsed || serving.length === 0) {
    return {
      code: 'no-round',
      message: parsed
        ? `We deliver to ${parsed.area} by arrangement: please call us to book a day.`
        : 'We could not find that postcode: please check it, or call us to book a day.',
    };
  }
  const { nation, first, last } = bookingWindow(input);
  const when = formatLongUkDate(date);
  if (date < input.today) {
    return { code: 'past', message: `${when} has passed: please choose a later day.` };
  }
  if (date < first) {
    const notice = input.leadTimeWorkingDays;
    return {
      code: 'too-soon',
      message:
        `We need ${notice} working ${notice === 1 ? "day's" : "days'"} notice: ` +
        `the earliest we can deliver is ${formatLongUkDate(first)}.`,
    };
  }
  if (date > last) {
    return {
      code: 'too-far',
      message:
        `We book deliveries up to ${daysInWords(input.horizonDays)} ahead: ` +
        `please choose a day up to ${formatLongUkDate(last)}.`,
    };
  }
  const weekday = isoWeekday(date);
  if (!serving.some((round) => round.weekdays.includes(weekday))) {
    const weekdays = [...new Set(serving.flatMap((round) => round.weekdays))].sort(byNumber);
    const names = listInWords(weekdays.map((d) => `${weekdayName(d)}s`));
    return {
      code: 'not-served',
      message: `Our lorries come to ${parsed.outward} on ${names}: please choose one of them.`,
    };
  }
  if (isBankHoliday(date, nation)) {
    return {
      code: 'bank-holiday',
      message: `${when} is a bank holiday in ${NATION_NAMES[nation]}: please choose another day.`,
    };
  }
  const day = dayOn(input, serving, nation, date);
  if (!day) {
    return {
      code: 'closed',
      message: `We are not delivering on ${when}: please choose another day.`,
    };
  }
  if (day.fits) return null;
  const next = deliveryDays(input).find((d) => d.date > date && d.fits)?.date ?? null;
  const room =
    day.spareTonnes > 0
      ? `${when} has room for only ${tonnesInWords(day.spareTonnes)}, not ${input.tonnes}.`
      : `${when} is fully booked.`;
  const then = next
    ? `The next free day is ${formatLongUkDate(next)}.`
    : 'Please call us and we will find a day.';
  return { code: 'full', message: `${room} ${then}`, nextFreeDate: next };
}

export type RoundField = 'name' | 'depot' | 'areas' | 'weekdays' | 'capacityTonnes' | 'lorries';

export interface RoundProblem {
  field: RoundField;
  message: string;
}

/**
 * Why a prefix cannot be one of a round's areas, or null when it can: it must be the start of
 * a real postcode, as an area ("DN", "W") or a district ("DN15", "W1A"), and a place a lorry
 * can go (not BFPO, Gibraltar or a PO box district).
 */
function areaProblem(prefix: string): string | null {
  const sample = parsePostcode(isAreaPrefix(prefix) ? `${prefix}1 1AA` : `${prefix} 1AA`);
  if (!sample || (isAreaPrefix(prefix) ? sample.area : sample.outward) !== prefix) {
    return `${prefix} is not a postcode area (DN) or district (DN15)`;
  }
  return isUndeliverablePostcode(sample) ? `${prefix} is not an address we can deliver to` : null;
}

/** Whether every postcode under `inner` is under `outer` too: DN covers DN15, W1 covers W1A. */
function covers(outer: string, inner: string): boolean {
  if (outer === inner) return true;
  const parsed = parsePostcode(`${inner} 1AA`);
  if (!parsed) return false;
  return outer === parsed.area || outer === `${parsed.area}${parsed.districtNumber}`;
}

const overlaps = (a: string, b: string) => covers(a, b) || covers(b, a);

/**
 * Another enabled round serving a postcode this round serves, on a weekday they share. An area
 * and one of its districts count: the district's round would silently take that day from the
 * area's round (see roundsServing). A disabled round serves nowhere, so it overlaps nothing.
 */
function overlapProblems(round: DeliveryRound, others: readonly DeliveryRound[]): RoundProblem[] {
  if (!round.enabled) return [];
  const areas = round.areas.map(normaliseArea);
  const problems: RoundProblem[] = [];
  for (const other of others) {
    if (!other.enabled || other.id === round.id) continue;
    const days = other.weekdays.filter((d) => round.weekdays.includes(d));
    const shared = other.areas.map(normaliseArea).filter((o) => areas.some((a) => overlaps(a, o)));
    if (days.length === 0 || shared.length === 0) continue;
    problems.push({
      field: 'areas',
      message:
        `${other.name} already delivers to ${listInWords(shared)} on ` +
        `${listInWords([...days].sort(byNumber).map(weekdayName))}: ` +
        'a postcode can have only one round a day.',
    });
  }
  return problems;
}

/** What is wrong with a round the back office is saving, field by field; empty when nothing. */
export function roundProblems(
  round: DeliveryRound,
  otherRounds: readonly DeliveryRound[],
): RoundProblem[] {
  const problems: RoundProblem[] = [];
  const problem = (field: RoundField, message: string) => problems.push({ field, message });

  if (round.name.trim() === '') problem('name', 'Please give the round a name.');
  if (round.depot.trim() === '') {
    problem('depot', 'Please say which depot the round sets out from.');
  }

  const areas = round.areas.map(normaliseArea).filter((area) => area !== '');
  if (areas.length === 0) problem('areas', 'Please list at least one postcode area or district.');
  for (const area of areas) {
    const wrong = areaProblem(area);
    if (wrong) problem('areas', `${wrong}.`);
  }
  for (const area of new Set(areas.filter((a, i) => areas.indexOf(a) !== i))) {
    problem('areas', `${area} is listed more than once.`);
  }

  if (round.weekdays.length === 0) problem('weekdays', 'Please choose at least one weekday.');
  for (const weekday of round.weekdays) {
    if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) {
      problem('weekdays', `${weekday} is not a day of the week (1 is Monday, 7 Sunday).`);
    }
  }
  const repeated = round.weekdays.filter((d, i) => round.weekdays.indexOf(d) !== i);
  for (const weekday of new Set(repeated)) {
    problem('weekdays', `${weekdayName(weekday)} is chosen more than once.`);
  }

  if (!Number.isFinite(round.capacityTonnes) || round.capacityTonnes <= 0) {
    problem('capacityTonnes', 'Capacity must be more than 0 tonnes.');
  } else if (round.capacityTonnes > MAX_CAPACITY_TONNES) {
    problem(
      'capacityTonnes',
      `Capacity is per lorry, and no lorry on UK roads carries over ${MAX_CAPACITY_TONNES} tonnes.`,
    );
  }
  if (!Number.isInteger(round.lorries) || round.lorries < 1) {
    problem('lorries', 'Lorries must be a whole number, at least 1.');
  }

  problems.push(...overlapProblems({ ...round, areas }, otherRounds));
  return problems;
}
