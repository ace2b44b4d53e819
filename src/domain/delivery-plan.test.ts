import { describe, expect, it } from 'vitest';
import { planDeliveries } from './delivery-plan.ts';

const stop = (id: number, postcode: string, quantity: number, date: string | null) => ({
  id,
  postcode,
  quantity,
  date,
});

describe('planDeliveries', () => {
  it('groups by date (unscheduled first) and postcode area, with tonnes per group', () => {
    const plan = planDeliveries(
      [
        stop(1, 'DN15 8QA', 10, '2026-12-02'),
        stop(2, 'LN1 1AA', 12, '2026-12-01'),
        stop(3, 'DN1 2AB', 8.5, '2026-12-02'),
        stop(4, 'S1 1AA', 2, null),
        stop(5, 'LN2 3CD', 20, '2026-12-02'),
      ],
      28,
    );
    expect(plan.map((d) => [d.date, d.tonnes, d.overCapacity])).toEqual([
      [null, 2, false],
      ['2026-12-01', 12, false],
      ['2026-12-02', 38.5, true],
    ]);
    const december2 = plan[2];
    expect(december2?.areas.map((a) => [a.area, a.tonnes, a.stops.map((s) => s.id)])).toEqual([
      ['DN', 18.5, [1, 3]],
      ['LN', 20, [5]],
    ]);
  });

  it('counts a day exactly at capacity as within it, and never flags the unscheduled', () => {
    const plan = planDeliveries(
      [stop(1, 'DN15 8QA', 28, '2026-12-02'), stop(2, 'DN15 8QA', 50, null)],
      28,
    );
    expect(plan.map((d) => d.overCapacity)).toEqual([false, false]);
  });

  it('plans nothing from no stops', () => {
    expect(planDeliveries([], 28)).toEqual([]);
  });
});
