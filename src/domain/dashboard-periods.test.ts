import { describe, expect, it } from 'vitest';
import { chartWeeks, figurePeriods, weeklySeries } from './dashboard-periods.ts';

const iso = (span: { from: Date; to: Date }) => [span.from.toISOString(), span.to.toISOString()];

describe('figurePeriods', () => {
  it('gives today, the week from Monday and the month, in UK summer time', () => {
    // Wednesday 1 July 2026, 00:30 in London (23:30 UTC the day before).
    const periods = figurePeriods(new Date('2026-06-30T23:30:00Z'));
    expect(iso(periods.today)).toEqual(['2026-06-30T23:00:00.000Z', '2026-07-01T23:00:00.000Z']);
    expect(iso(periods.thisWeek)).toEqual(['2026-06-28T23:00:00.000Z', '2026-07-05T23:00:00.000Z']);
    expect(iso(periods.thisMonth)).toEqual([
      '2026-06-30T23:00:00.000Z',
      '2026-07-31T23:00:00.000Z',
    ]);
  });

  it('lets a week run across the clock change and a month boundary', () => {
    const periods = figurePeriods(new Date('2026-10-27T12:00:00Z'));
    expect(iso(periods.thisWeek)).toEqual(['2026-10-26T00:00:00.000Z', '2026-11-02T00:00:00.000Z']);
    expect(iso(periods.thisMonth)).toEqual([
      '2026-09-30T23:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ]);
  });
});

describe('chartWeeks', () => {
  it('ends with this week and starts weeks-1 Mondays before', () => {
    const { mondays, span } = chartWeeks(new Date('2026-11-24T10:00:00Z'), 4);
    expect(mondays).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(iso(span)).toEqual(['2026-11-02T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
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
