import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  deliveryDayProblem,
  earliestDateProblem,
  earliestDeliveryDate,
  isWorkingDay,
  nationOf,
  offeredDeliveryDates,
  parseIsoDate,
} from './delivery-calendar.ts';
import { ukDate } from './uk-date.ts';

describe('nationOf', () => {
  it.each([
    ['EH1 1AA', 'scotland'],
    ['G1 1AA', 'scotland'],
    ['ZE1 0AA', 'scotland'],
    ['TD1 1AA', 'scotland'],
    ['TD15 1AA', 'england-wales'],
    ['BT7 1NN', 'northern-ireland'],
    ['CF10 1AA', 'england-wales'],
    ['DN15 8QQ', 'england-wales'],
    ['GL1 1AA', 'england-wales'],
    ['not a postcode', 'england-wales'],
  ])('%s is in %s', (postcode, nation) => {
    expect(nationOf(postcode)).toBe(nation);
  });
});

describe('isWorkingDay', () => {
  it('refuses weekends everywhere', () => {
    expect(isWorkingDay('2026-11-28', 'england-wales')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', 'scotland')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-27', 'northern-ireland')).toBe(true); // Friday
  });

  it("keeps each nation's own bank holidays", () => {
    // St Andrew's Day: Scotland only.
    expect(isWorkingDay('2026-11-30', 'scotland')).toBe(false);
    expect(isWorkingDay('2026-11-30', 'england-wales')).toBe(true);
    // St Patrick's Day and the Battle of the Boyne's substitute day: Northern Ireland only.
    expect(isWorkingDay('2026-03-17', 'northern-ireland')).toBe(false);
    expect(isWorkingDay('2026-03-17', 'england-wales')).toBe(true);
    expect(isWorkingDay('2026-07-13', 'northern-ireland')).toBe(false);
    // Easter Monday: not in Scotland; the summer holiday is August's first Monday there.
    expect(isWorkingDay('2026-04-06', 'england-wales')).toBe(false);
    expect(isWorkingDay('2026-04-06', 'scotland')).toBe(true);
    expect(isWorkingDay('2026-08-03', 'scotland')).toBe(false);
    expect(isWorkingDay('2026-08-03', 'england-wales')).toBe(true);
    expect(isWorkingDay('2026-08-31', 'england-wales')).toBe(false);
    // 2 January: Scotland (and its substitute day when it falls on a Saturday).
    expect(isWorkingDay('2026-01-02', 'scotland')).toBe(false);
    expect(isWorkingDay('2026-01-02', 'england-wales')).toBe(true);
  });

  it('moves a Christmas holiday that falls at a weekend to the next weekday', () => {
    // Boxing Day 2026 is a Saturday: Monday the 28th is the substitute day.
    expect(isWorkingDay('2026-12-28', 'england-wales')).toBe(false);
    expect(isWorkingDay('2026-12-29', 'england-wales')).toBe(true);
  });

  it('is false for anything that is not a real date', () => {
    expect(isWorkingDay('2026-02-30', 'england-wales')).toBe(false);
    expect(isWorkingDay('30/11/2026', 'england-wales')).toBe(false);
  });
});

describe('working days across a New Year', () => {
  it('skips New Year in every nation and 2 January (with its substitute) in Scotland', () => {
    // From Tuesday 29 December 2026: 30th, 31st, then 1 January 2027 (a Friday) is a holiday.
    expect(earliestDeliveryDate('2026-12-29', 'england-wales')).toBe('2027-01-04');
    expect(earliestDeliveryDate('2026-12-29', 'northern-ireland')).toBe('2027-01-04');
    // Scotland: 2 January is a Saturday, so Monday 4 January is off too.
    expect(earliestDeliveryDate('2026-12-29', 'scotland')).toBe('2027-01-05');
  });

  it('counts from a weekend or holiday as from the day itself', () => {
    expect(addWorkingDays('2026-11-28', 1, 'england-wales')).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 1, 'scotland')).toBe('2026-12-01');
    expect(addWorkingDays('2026-03-13', 1, 'northern-ireland')).toBe('2026-03-16');
    expect(addWorkingDays('2026-03-16', 1, 'northern-ireland')).toBe('2026-03-18');
  });
});

describe('offeredDeliveryDates', () => {
  it('starts three working days ahead and offers only working days', () => {
    const dates = offeredDeliveryDates('2026-11-24', 'scotland', 6);
    expect(dates).toEqual([
      '2026-11-27',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
    ]);
  });
});

describe('earliestDateProblem', () => {
  it('accepts a working day far enough ahead', () => {
    expect(earliestDateProblem('2026-11-27', '2026-11-24', 'england-wales')).toBeNull();
  });

  it.each([
    ['2026-11-26', 'The earliest date we can deliver is 2026-11-27'],
    ['2026-11-28', 'We do not deliver at weekends: please choose a weekday'],
    ['2026-12-25', 'That date is a bank holiday: please choose another day'],
    ['2026-13-01', 'Please choose a valid date'],
  ])('refuses %s', (date, message) => {
    expect(earliestDateProblem(date, '2026-11-24', 'england-wales')).toBe(message);
  });

  it("refuses Scotland's St Andrew's Day only in Scotland", () => {
    expect(deliveryDayProblem('2026-11-30', 'scotland')).toMatch(/bank holiday/);
    expect(deliveryDayProblem('2026-11-30', 'england-wales')).toBeNull();
  });
});

describe('dates', () => {
  it('parses only real calendar dates', () => {
    expect(parseIsoDate('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseIsoDate('2027-02-29')).toBeNull();
  });

  it("gives the UK's date, which is a day ahead of UTC late on a summer evening", () => {
    expect(ukDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
