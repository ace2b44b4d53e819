import { describe, expect, it } from 'vitest';
import { linksExpired, linksExpireAt, type LinkedOrder } from './link-expiry.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

const order = (overrides: Partial<LinkedOrder> = {}): LinkedOrder => ({
  status: 'confirmed',
  deliveryStatus: 'to_be_scheduled',
  deliveredAt: null,
  cancelledAt: null,
  ...overrides,
});
const delivered = (days: number) =>
  order({ deliveryStatus: 'delivered', deliveredAt: daysAgo(days) });

describe('linksExpired', () => {
  it('keeps the links of an order delivered fewer than N days ago', () => {
    expect(linksExpired(delivered(89), 90, NOW)).toBe(false);
    expect(linksExpired(delivered(0), 90, NOW)).toBe(false);
  });

  it('ends them N days after delivery', () => {
    expect(linksExpired(delivered(90), 90, NOW)).toBe(true);
    expect(linksExpired(delivered(91), 90, NOW)).toBe(true);
    expect(linksExpired(delivered(8), 7, NOW)).toBe(true);
    expect(linksExpired(delivered(91), 180, NOW)).toBe(false);
  });

  it('never ends the links of an order still on its way', () => {
    for (const deliveryStatus of [
      'to_be_scheduled',
      'scheduled',
      'out_for_delivery',
      'failed',
    ] as const) {
      expect(linksExpired(order({ deliveryStatus, deliveredAt: daysAgo(400) }), 7, NOW)).toBe(
        false,
      );
    }
    expect(linksExpired(order({ status: 'pending' }), 7, NOW)).toBe(false);
  });

  it("ends a cancelled order's links N days after its cancellation", () => {
    expect(linksExpired(order({ status: 'cancelled', cancelledAt: daysAgo(91) }), 90, NOW)).toBe(
      true,
    );
    expect(linksExpired(order({ status: 'cancelled', cancelledAt: daysAgo(89) }), 90, NOW)).toBe(
      false,
    );
  });

  it('honours the links of an order whose ending left no record', () => {
    expect(linksExpired(order({ deliveryStatus: 'delivered' }), 7, NOW)).toBe(false);
    expect(linksExpired(order({ status: 'cancelled' }), 7, NOW)).toBe(false);
  });
});

describe('linksExpireAt', () => {
  it('is the delivery plus N days, or null while the order is open', () => {
    expect(linksExpireAt(delivered(10), 90)).toEqual(
      new Date(daysAgo(10).getTime() + 90 * 86_400_000),
    );
    expect(linksExpireAt(order(), 90)).toBeNull();
  });
});
