// Which days a lorry can deliver: weekdays that are not a bank holiday in the delivery
// address's nation. Holidays come from date-holidays (maintained upstream), never a list of our own.
import Holidays from 'date-holidays';
import { parsePostcode } from './postcode.ts';

export const NATIONS = ['england-wales', 'scotland', 'northern-ireland'] as const;
export type Nation = (typeof NATIONS)[number];

/** An order needs this many working days' notice before its earliest delivery date. */
export const NOTICE_WORKING_DAYS = 3;

const HOLIDAY_REGION = {
  'england-wales': 'ENG',
  scotland: 'SCT',
  'northern-ireland': 'NIR',
} as const satisfies Record<Nation, string>;

const SCOTTISH_AREAS = new Set('AB DD DG EH FK G HS IV KA KW KY ML PA PH TD ZE'.split(' '));
// TD12 and TD15 (Coldstream's English side, Berwick-upon-Tweed) lie in England.
const ENGLISH_TD_DISTRICTS = new Set(['TD12', 'TD15']);

/** The nation whose bank holidays apply at a postcode; England and Wales when unknown. */
export function nationOf(postcode: string): Nation {
  const parsed = parsePostcode(postcode);
  if (!parsed) return 'england-wales';
  if (parsed.area === 'BT') return 'northern-ireland';
  if (SCOTTISH_AREAS.has(parsed.area) && !ENGLISH_TD_DISTRICTS.has(parsed.district)) {
    return 'scotland';
  }
  return 'england-wales';
}

const calendars = new Map<Nation, Holidays>();
const holidayCache = new Map<string, ReadonlySet<string>>();

/** The nation's public holidays in a year as YYYY-MM-DD (observances like Mother's Day are not). */
function bankHolidays(nation: Nation, year: number): ReadonlySet<string> {
  const key = `${nation}:${year}`;
  let days = holidayCache.get(key);
  if (!days) {
    let calendar = calendars.get(nation);
    if (!calendar) {
      calendar = new Holidays('GB', HOLIDAY_REGION[nation]);
      calendars.set(nation, calendar);
    }
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public' || holiday.type === 'bank')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidayCache.set(key, days);
  }
  return days;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD) as midnight UTC, or null when it is no real date. */
export function parseIsoDate(date: string): Date | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // From numbers, not by parsing text: the delivery calendars call this for every day they
  // look at. A day past the month's end rolls over, so it must come back as given.
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month, day);
  return parsed.getUTCMonth() === month && parsed.getUTCDate() === day ? parsed : null;
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);

function nextDay(date: string): string {
  const day = parseIsoDate(date);
  if (!day) throw new RangeError(`Not a date: ${date}`);
  day.setUTCDate(day.getUTCDate() + 1);
  return toIso(day);
}

export function isBankHoliday(date: string, nation: Nation): boolean {
  return bankHolidays(nation, Number(date.slice(0, 4))).has(date);
}

export function isWorkingDay(date: string, nation: Nation): boolean {
  const day = parseIsoDate(date);
  if (!day) return false;
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(date, nation);
}

/** The working day `count` working days after `date` (which itself need not be one). */
export function addWorkingDays(date: string, count: number, nation: Nation): string {
  let day = date;
  for (let left = count; left > 0;) {
    day = nextDay(day);
    if (isWorkingDay(day, nation)) left -= 1;
  }
  return day;
}

/** The first date an order placed today can be delivered. */
export function earliestDeliveryDate(today: string, nation: Nation): string {
  return addWorkingDays(today, NOTICE_WORKING_DAYS, nation);
}

/** The working days a customer may pick, from the first possible one, `count` of them. */
export function offeredDeliveryDates(today: string, nation: Nation, count: number): string[] {
  const dates: string[] = [];
  let day = earliestDeliveryDate(today, nation);
  while (dates.length < count) {
    dates.push(day);
    day = addWorkingDays(day, 1, nation);
  }
  return dates;
}

/** Why a lorry cannot come on `date`, or null when it can. */
export function deliveryDayProblem(date: string, nation: Nation): string | null {
  const day = parseIsoDate(date);
  if (!day) return 'Please choose a valid date';
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6)
    return 'We do not deliver at weekends: please choose a weekday';
  if (isBankHoliday(date, nation)) return 'That date is a bank holiday: please choose another day';
  return null;
}

/**
 * Why a customer cannot ask for `date` as their earliest delivery date, or null when they can:
 * a working day at least NOTICE_WORKING_DAYS working days after today.
 */
export function earliestDateProblem(date: string, today: string, nation: Nation): string | null {
  const problem = deliveryDayProblem(date, nation);
  if (problem) return problem;
  const first = earliestDeliveryDate(today, nation);
  return date < first ? `The earliest date we can deliver is ${first}` : null;
}
