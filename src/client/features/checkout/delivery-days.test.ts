import { describe, expect, it } from 'vitest';

import { cartTonnes, isBookable } from './delivery-days.ts';

const days = [
  { date: '2026-11-30', full: true },
  { date: '2026-12-02', full: false },
  { date: '2026-12-07', full: false },
  { date: '2026-12-09', full: false },
  { date: '2026-12-14', full: false },
];

describe('cartTonnes', () => {
  it('sums the lines as the order request does', () => {
    expect(cartTonnes([{ quantity: 2 }])).toBe(2);
    expect(cartTonnes([{ quantity: 1.5 }, { quantity: 0.5 }])).toBe(2);
  });

  it('is null for an empty cart or tonnes the shop does not sell', () => {
    expect(cartTonnes([])).toBeNull();
    expect(cartTonnes([{ quantity: 51 }])).toBeNull();
  });
});

describe('isBookable', () => {
  it('is true only for a listed day that is not full', () => {
    expect(isBookable(days, '2026-12-02')).toBe(true);
    expect(isBookable(days, '2026-11-30')).toBe(false);
    expect(isBookable(days, '2026-12-01')).toBe(false);
    expect(isBookable(days, '')).toBe(false);
  });
});
