import { describe, expect, it } from 'vitest';
import { isOverCapacity, planDeliveryDays } from './delivery-plan.ts';

const total = (
  date: string | null,
  area: string,
  drops: number,
  tonnes: number,
  overLorryLimit = 0,
) => ({ date, area, drops, tonnes, overLorryLimit });

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
      { area: 'DN', drops: 2, tonnes: 18.5, overLorryLimit: 0 },
      { area: 'LN', drops: 1, tonnes: 20, overLorryLimit: 0 },
    ]);
  });

  it('adds tenths of a tonne without drifting', () => {
    const [day] = planDeliveryDays(
      [total('2026-12-01', 'DN', 1, 0.1), total('2026-12-01', 'LN', 1, 0.2)],
      28,
    );
    expect(day?.tonnes).toBe(0.3);
  });

  it("counts each day's drops over their lorry limit across its areas", () => {
    const plan = planDeliveryDays(
      [
        total('2026-12-01', 'DN', 3, 30, 2),
        total('2026-12-01', 'LN', 2, 8, 1),
        total('2026-12-02', 'DN', 1, 2, 0),
        total(null, 'S', 4, 20, 3),
      ],
      28,
    );
    expect(plan.map((d) => [d.date, d.overLorryLimit])).toEqual([
      [null, 3],
      ['2026-12-01', 3],
      ['2026-12-02', 0],
    ]);
    expect(plan[1]?.areas.map((a) => [a.area, a.overLorryLimit])).toEqual([
      ['DN', 2],
      ['LN', 1],
    ]);
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
