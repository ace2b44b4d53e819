import { describe, expect, it } from 'vitest';
import { isOverCapacity, planDeliveryDays } from './delivery-plan.ts';

const total = (date: string | null, area: string, drops: number, tonnes: number) => ({
  date,
  area,
  drops,
  tonnes,
});

describe('planDeliveryDays', () => {
  it('groups by date (unscheduled first) and postcode area, with drops and tonnes per day', () => {
    const plan = planDeliveryDays(
      [
        total('2026-12-02', 'LN', 1, 20),
        total('2026-12-01', 'LN', 1, 12),
        total('2026-12-02', 'DN', 2, 18.5),
        total(null, 'S', 1, 2),
      ],
      28,
    );
    expect(plan.map((d) => [d.date, d.drops, d.tonnes, d.overCapacity])).toEqual([
      [null, 1, 2, false],
      ['2026-12-01', 1, 12, false],
      ['2026-12-02', 3, 38.5, true],
    ]);
    expect(plan[2]?.areas).toEqual([
      { area: 'DN', drops: 2, tonnes: 18.5 },
      { area: 'LN', drops: 1, tonnes: 20 },
    ]);
  });

  it('adds tenths of a tonne without drifting', () => {
    const [day] = planDeliveryDays(
      [total('2026-12-01', 'DN', 1, 0.1), total('2026-12-01', 'LN', 1, 0.2)],
      28,
    );
    expect(day?.tonnes).toBe(0.3);
  });

  it('plans nothing from no totals', () => {
    expect(planDeliveryDays([], 28)).toEqual([]);
  });
});

describe('isOverCapacity', () => {
  it('counts a day exactly at capacity as within it, and never flags the unscheduled', () => {
    expect(isOverCapacity('2026-12-02', 28, 28)).toBe(false);
    expect(isOverCapacity('2026-12-02', 28.5, 28)).toBe(true);
    expect(isOverCapacity(null, 50, 28)).toBe(false);
  });
});
