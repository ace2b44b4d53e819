import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES } from './delivery-status.ts';
import { isAheadOfBookedDate, isBeforeEarliestDate } from './delivery-constraints.ts';

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
