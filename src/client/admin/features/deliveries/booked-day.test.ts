import { describe, expect, it } from 'vitest';

import { sharedBookedDay } from '#client/admin/features/deliveries/booked-day.ts';
import type { DeliveryStop } from '#shared/schemas/delivery';

const stop = (orderId: number, bookedDate: string | null) =>
  ({ orderId, delivery: { bookedDate } }) as DeliveryStop;

describe('sharedBookedDay', () => {
  it('offers the day every selected order was booked for', () => {
    expect(sharedBookedDay([stop(1, '2026-11-28')])).toBe('2026-11-28');
    expect(sharedBookedDay([stop(1, '2026-11-28'), stop(2, '2026-11-28')])).toBe('2026-11-28');
  });

  it('offers nothing when none is selected, one is not booked, or the days differ', () => {
    expect(sharedBookedDay([])).toBe('');
    expect(sharedBookedDay([stop(1, null)])).toBe('');
    expect(sharedBookedDay([stop(1, '2026-11-28'), stop(2, null)])).toBe('');
    expect(sharedBookedDay([stop(1, '2026-11-28'), stop(2, '2026-12-05')])).toBe('');
  });
});
