import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES } from './delivery-status.ts';
import { addWorkingDays } from './delivery-calendar.ts';
import {
  dayDeparture,
  isAheadOfBookedDate,
  isBeforeEarliestDate,
  isInsideNotice,
} from './delivery-constraints.ts';

describe('isBeforeEarliestDate', () => {
  it.each([
    ['2026-12-02', '2026-12-03', true],
    ['2026-11-30', '2026-12-03', true],
    ['2026-12-03', '2026-12-03', false],
    ['2026-12-04', '2026-12-03', false],
    ['2027-01-04', '2026-12-31', false],
    ['2026-12-31', '2027-01-04', true],
    ['2026-12-02', null, false],
  ])('delivering on %s for an earliest date of %s: %s', (date, earliest, early) => {
    expect(isBeforeEarliestDate(date, earliest)).toBe(early);
  });
});

describe('isAheadOfBookedDate', () => {
  const today = '2026-11-24';
  it.each([
    ['out_for_delivery', '2026-11-30', true],
    ['delivered', '2026-11-30', true],
    ['delivered', '2026-11-25', true],
    ['out_for_delivery', today, false],
    ['delivered', today, false],
    ['delivered', '2026-11-20', false],
    ['out_for_delivery', null, false],
    ['failed', '2026-11-30', false],
    ['to_be_scheduled', '2026-11-30', false],
    ['scheduled', '2026-11-30', false],
  ] as const)('%s with the delivery booked for %s: %s', (status, booked, ahead) => {
    expect(isAheadOfBookedDate(status, booked, today)).toBe(ahead);
  });

  it('refuses only the statuses that say the lorry left or arrived', () => {
    const refused = DELIVERY_STATUSES.filter((s) => isAheadOfBookedDate(s, '2027-01-01', today));
    expect(refused).toEqual(['out_for_delivery', 'delivered']);
  });
});

describe('dayDeparture', () => {
  const booked = '2026-12-09';
  it.each([
    // A booked day stands in for the earliest date: any other day departs from it.
    ['2026-12-09', null, booked, null],
    ['2026-12-07', null, booked, { kind: 'moved', bookedDate: booked }],
    ['2026-12-11', null, booked, { kind: 'moved', bookedDate: booked }],
    ['2026-12-11', '2026-12-10', booked, { kind: 'moved', bookedDate: booked }],
    ['2026-12-09', '2026-12-10', booked, null],
    // Without one, only a day before the earliest date does.
    ['2026-12-07', '2026-12-09', null, { kind: 'early', earliestDate: '2026-12-09' }],
    ['2026-12-09', '2026-12-09', null, null],
    ['2026-12-02', null, null, null],
  ] as const)('scheduling %s (earliest %s, booked %s): %j', (date, earliest, bookedDate, said) => {
    expect(dayDeparture(date, { earliestDate: earliest, bookedDate })).toEqual(said);
  });
});

describe('isInsideNotice', () => {
  // Booked for Wednesday 9 December; today is Tuesday 1 December with three working days'
  // notice, so Friday 4 December is the first day a delivery can be brought forward to.
  const noticeFrom = addWorkingDays('2026-12-01', 3, 'england-wales');
  it.each([
    ['2026-12-02', '2026-12-09', true],
    ['2026-12-03', '2026-12-09', true],
    ['2026-12-04', '2026-12-09', false],
    ['2026-12-07', '2026-12-09', false],
    // Later than the booked day: the customer is ready for it already.
    ['2026-12-02', '2026-12-01', false],
    ['2026-12-11', '2026-12-09', false],
    ['2026-12-09', '2026-12-09', false],
    // No booked day: the early-date rule with its reason decides.
    ['2026-12-02', null, false],
  ] as const)('bringing %s forward from %s: %s', (date, bookedDate, inside) => {
    expect(noticeFrom).toBe('2026-12-04');
    expect(isInsideNotice(date, bookedDate, noticeFrom)).toBe(inside);
  });
});
