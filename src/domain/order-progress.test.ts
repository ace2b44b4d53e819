import { describe, expect, it } from 'vitest';
import { progressEmail, progressStage, type ProgressOrder } from './order-progress.ts';

const order = (
  status: ProgressOrder['status'],
  delivery: Partial<ProgressOrder['delivery']> = {},
): ProgressOrder => ({
  status,
  delivery: { status: 'to_be_scheduled', date: null, slot: null, ...delivery },
});

describe('progressStage', () => {
  it('is the order status until the order is confirmed', () => {
    expect(progressStage(order('pending', { status: 'scheduled' }))).toBe('pending');
    expect(progressStage(order('cancelled'))).toBe('cancelled');
  });

  it('follows the delivery once confirmed, with the date and slot of a schedule', () => {
    expect(progressStage(order('confirmed'))).toBe('confirmed');
    expect(
      progressStage(order('confirmed', { status: 'scheduled', date: '2026-12-01', slot: 'am' })),
    ).toBe('scheduled:2026-12-01:am');
    expect(progressStage(order('confirmed', { status: 'delivered' }))).toBe('delivered');
  });
});

describe('progressEmail', () => {
  it.each([
    ['pending', 'confirmed', 'confirmed'],
    ['cancelled', 'confirmed', 'confirmed'],
    ['confirmed', 'scheduled:2026-12-01:am', 'scheduled'],
    ['scheduled:2026-12-01:am', 'scheduled:2026-12-02:pm', 'scheduled'],
    ['scheduled:2026-12-01:am', 'out_for_delivery', 'out_for_delivery'],
    ['out_for_delivery', 'delivered', 'delivered'],
    ['out_for_delivery', 'failed', 'failed'],
    ['confirmed', 'cancelled', 'cancelled'],
    ['pending', 'cancelled', 'cancelled'],
  ])('%s -> %s sends %s', (from, to, email) => {
    expect(progressEmail(from, to)).toBe(email);
  });

  it.each([
    ['confirmed', 'pending'],
    ['scheduled:2026-12-01:am', 'confirmed'],
    ['delivered', 'delivered'],
  ])('%s -> %s sends nothing', (from, to) => {
    expect(progressEmail(from, to)).toBeNull();
  });
});
