import { describe, expect, it } from 'vitest';
import {
  estimateStore,
  estimateStores,
  reminderDue,
  roomOn,
  sellableTonnes,
  STALE_AFTER_DAYS,
  type PastOrder,
  type StoreEstimate,
} from './store-estimate.ts';

const order = (orderId: number, placedOn: string, tonnes: number): PastOrder => ({
  orderId,
  placedOn,
  tonnes,
});

describe('estimateStore', () => {
  it.each<[string, PastOrder[], Partial<StoreEstimate> | null]>([
    ['no orders', [], null],
    ['one order: no rhythm yet', [order(1, '2026-01-01', 5)], null],
    [
      'two orders the same day: still one delivery',
      [order(1, '2026-01-01', 2), order(2, '2026-01-01', 3)],
      null,
    ],
    [
      '6 t burnt in 120 days, 6 t more last for 120 days',
      [order(1, '2026-01-01', 6), order(2, '2026-05-01', 6)],
      {
        lastOrderId: 2,
        lastOrderOn: '2026-05-01',
        tonnesPerDay: 0.05,
        runsLowOn: '2026-08-29',
        usualTonnes: 6,
      },
    ],
    [
      'order of arrival does not matter',
      [order(2, '2026-05-01', 6), order(1, '2026-01-01', 6)],
      { lastOrderId: 2, runsLowOn: '2026-08-29' },
    ],
    [
      'a smaller last order runs low sooner',
      [order(1, '2026-01-01', 4), order(2, '2026-03-02', 4), order(3, '2026-05-01', 2)],
      { lastOrderId: 3, runsLowOn: '2026-05-31', usualTonnes: 2 },
    ],
    [
      'same-day orders fill the store together, under the latest id',
      [order(1, '2026-01-01', 5), order(2, '2026-03-02', 2), order(3, '2026-03-02', 3)],
      { lastOrderId: 3, tonnesPerDay: 5 / 60, runsLowOn: '2026-05-01', usualTonnes: 5 },
    ],
    [
      'the offered quantity is one the shop sells',
      [order(1, '2026-01-01', 60), order(2, '2026-06-01', 60)],
      { usualTonnes: 50 },
    ],
  ])('%s', (_name, orders, expected) => {
    const estimate = estimateStore(orders);
    if (expected === null) expect(estimate).toBeNull();
    else expect(estimate).toMatchObject(expected);
  });
});

describe('estimateStores', () => {
  it("estimates each customer's store on the London day of each order", () => {
    const stores = estimateStores([
      { customerId: 1, orderId: 1, createdAt: new Date('2026-01-01T10:00:00Z'), tonnes: 6 },
      { customerId: 2, orderId: 2, createdAt: new Date('2026-02-01T10:00:00Z'), tonnes: 3 },
      // 23:30 UTC on 30 April is 00:30 on 1 May in London (summer time).
      { customerId: 1, orderId: 3, createdAt: new Date('2026-04-30T23:30:00Z'), tonnes: 6 },
    ]);
    expect([...stores.keys()]).toEqual([1]);
    expect(stores.get(1)).toMatchObject({ lastOrderId: 3, lastOrderOn: '2026-05-01' });
  });
});

describe('roomOn', () => {
  const estimate = estimateStore([order(1, '2026-01-01', 6), order(2, '2026-05-01', 6)])!;
  it.each([
    ['2026-04-20', 0],
    ['2026-05-01', 0],
    ['2026-05-21', 1],
    ['2026-07-10', 3.5],
  ])('by %s the store has made room for %d t', (date, tonnes) => {
    expect(roomOn(estimate, date)).toBeCloseTo(tonnes, 9);
  });
});

describe('sellableTonnes', () => {
  it.each([
    [0, 1],
    [0.7, 1],
    [2.3, 2.5],
    [7, 7],
    [80, 50],
  ])('%d t is offered as %d t', (tonnes, expected) => {
    expect(sellableTonnes(tonnes)).toBe(expected);
  });
});

describe('reminderDue', () => {
  const estimate: StoreEstimate = {
    lastOrderId: 9,
    lastOrderOn: '2026-05-01',
    tonnesPerDay: 0.05,
    runsLowOn: '2026-08-29',
    usualTonnes: 6,
  };

  it.each<[string, StoreEstimate | null, string, number, { forOrderId: number } | null, boolean]>([
    ['unknown store', null, '2026-08-20', 14, null, false],
    ['before the lead time', estimate, '2026-08-14', 14, null, false],
    ['on the first day of the lead time', estimate, '2026-08-15', 14, null, true],
    ['on the run-low day', estimate, '2026-08-29', 14, null, true],
    ['a shorter lead waits longer', estimate, '2026-08-15', 7, null, false],
    ['already reminded for this last order', estimate, '2026-08-20', 14, { forOrderId: 9 }, false],
    [
      'reminded for an earlier order: a new cycle',
      estimate,
      '2026-08-20',
      14,
      { forOrderId: 4 },
      true,
    ],
    ['ran low a while ago, still worth it', estimate, '2026-09-28', 14, null, true],
    [`ran low over ${STALE_AFTER_DAYS} days ago`, estimate, '2026-09-29', 14, null, false],
  ])('%s', (_name, given, today, leadDays, lastReminder, expected) => {
    expect(reminderDue(given, today, leadDays, lastReminder)).toBe(expected);
  });
});
