import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, canMoveDelivery, deliveryMoveProblem } from './delivery-status.ts';

describe('delivery status moves', () => {
  it.each([
    ['to_be_scheduled', 'scheduled'],
    ['scheduled', 'scheduled'],
    ['scheduled', 'out_for_delivery'],
    ['out_for_delivery', 'delivered'],
    ['out_for_delivery', 'failed'],
    ['failed', 'scheduled'],
    ['failed', 'to_be_scheduled'],
    // one step back, to put a mistake right
    ['scheduled', 'to_be_scheduled'],
    ['out_for_delivery', 'scheduled'],
    ['delivered', 'out_for_delivery'],
    ['failed', 'out_for_delivery'],
  ] as const)('allows %s -> %s', (from, to) => {
    expect(canMoveDelivery(from, to)).toBe(true);
    expect(deliveryMoveProblem(from, to)).toBeNull();
  });

  it.each([
    ['to_be_scheduled', 'delivered'],
    ['to_be_scheduled', 'out_for_delivery'],
    ['to_be_scheduled', 'failed'],
    ['to_be_scheduled', 'to_be_scheduled'],
    ['scheduled', 'delivered'],
    ['scheduled', 'failed'],
    ['delivered', 'scheduled'],
    ['delivered', 'failed'],
    ['delivered', 'delivered'],
    ['failed', 'delivered'],
  ] as const)('refuses %s -> %s', (from, to) => {
    expect(canMoveDelivery(from, to)).toBe(false);
    expect(deliveryMoveProblem(from, to)).toMatch(/^A delivery cannot go from/);
  });

  it('never reaches delivered except from out for delivery', () => {
    for (const from of DELIVERY_STATUSES) {
      expect(canMoveDelivery(from, 'delivered')).toBe(from === 'out_for_delivery');
    }
  });
});
