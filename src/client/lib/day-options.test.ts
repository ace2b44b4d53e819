import { describe, expect, it } from 'vitest';

import { dayOptions, focusedDay } from './day-options.ts';

const days = [
  { date: '2026-11-30', full: true },
  { date: '2026-12-02', full: false },
  { date: '2026-12-07', full: false },
  { date: '2026-12-09', full: false },
  { date: '2026-12-14', full: false },
];

describe('dayOptions', () => {
  it('labels each day with its weekday, date and month, and keeps full days', () => {
    const { shown } = dayOptions(days, { showAll: true, chosen: '' });
    expect(shown[0]).toEqual({ date: '2026-11-30', label: 'Monday 30 November', full: true });
    expect(shown[1]?.label).toBe('Wednesday 2 December');
    expect(shown).toHaveLength(5);
  });

  it('shows the first few and counts the rest until asked for all', () => {
    expect(dayOptions(days, { showAll: false, chosen: '', limit: 2 })).toMatchObject({
      shown: [{ date: '2026-11-30' }, { date: '2026-12-02' }],
      hidden: 3,
    });
    expect(dayOptions(days, { showAll: true, chosen: '', limit: 2 }).hidden).toBe(0);
    expect(dayOptions(days, { showAll: false, chosen: '', limit: 8 }).hidden).toBe(0);
  });

  it('keeps a chosen later day in view', () => {
    const { shown, hidden } = dayOptions(days, {
      showAll: false,
      chosen: '2026-12-09',
      limit: 2,
    });
    expect(shown.map((day) => day.date)).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-07',
      '2026-12-09',
    ]);
    expect(hidden).toBe(1);
  });
});

describe('focusedDay', () => {
  it('is the chosen day when it is shown and free, else the first free day', () => {
    const { shown } = dayOptions(days, { showAll: true, chosen: '' });
    expect(focusedDay(shown, '2026-12-07')).toBe('2026-12-07');
    expect(focusedDay(shown, '')).toBe('2026-12-02');
    expect(focusedDay(shown, '2026-11-30')).toBe('2026-12-02');
  });
});
