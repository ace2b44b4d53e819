import { describe, expect, it } from 'vitest';
import { chartWeeks, figurePeriods, weeklySeries } from './dashboard-periods.ts';

describe('figurePeriods', () => {
  it('gives today, the week from Monday and the month in UK time', () => {
    // Wednesday 1 July 2026, 00:30 in London (23:30 UTC the day before).
    expect(figurePeriods(new Date('2026-06-30T23:30:00Z'))).toEqual({
      today: { first: '2026-07-01', last: '2026-07-01' },
      thisWeek: { first: '2026-06-29', last: '2026-07-05' },
      thisMonth: { first: '2026-07-01', last: '2026-07-31' },
    });
  });

  it('lets a week run across a month boundary', () => {
    const periods = figurePeriods(new Date('2026-10-27T12:00:00Z'));
    expect(periods.thisWeek).toEqual({ first: '2026-10-26', last: '2026-11-01' });
    expect(periods.thisMonth).toEqual({ first: '2026-10-01', last: '2026-10-31' });
  });

  it('ends February on the 28th or the 29th', () => {
    expect(figurePeriods(new Date('2028-02-10T12:00:00Z')).thisMonth.last).toBe('2028-02-29');
    expect(figurePeriods(new Date('2027-02-10T12:00:00Z')).thisMonth.last).toBe('2027-02-28');
  });
});

describe('chartWeeks', () => {
  it('ends with this week and starts weeks-1 Mondays before', () => {
    const { mondays, days } = chartWeeks(new Date('2026-11-24T10:00:00Z'), 4);
    expect(mondays).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(days).toEqual({ first: '2026-11-02', last: '2026-11-29' });
  });

  it('covers a year in 52 weeks', () => {
    const { mondays } = chartWeeks(new Date('2026-11-24T10:00:00Z'), 52);
    expect(mondays).toHaveLength(52);
    expect(mondays[0]).toBe('2025-12-01');
  });

  it('refuses no weeks at all', () => {
    expect(() => chartWeeks(new Date(), 0)).toThrow(RangeError);
  });
});

describe('weeklySeries', () => {
  it('keeps the weeks that sold and fills the others with zeros, in order', () => {
    const sold = {
      weekStart: '2026-11-09',
      orders: 2,
      tonnes: 3.5,
      netPence: 100,
      grossPence: 105,
    };
    expect(weeklySeries(['2026-11-02', '2026-11-09', '2026-11-16'], [sold])).toEqual([
      { weekStart: '2026-11-02', orders: 0, tonnes: 0, netPence: 0, grossPence: 0 },
      sold,
      { weekStart: '2026-11-16', orders: 0, tonnes: 0, netPence: 0, grossPence: 0 },
    ]);
  });

  it('leaves out weeks outside the chart', () => {
    const early = { weekStart: '2026-01-05', orders: 1, tonnes: 1, netPence: 1, grossPence: 1 };
    expect(weeklySeries(['2026-11-02'], [early])).toHaveLength(1);
    expect(weeklySeries(['2026-11-02'], [early])[0]?.orders).toBe(0);
  });
});
