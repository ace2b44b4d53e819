import { describe, expect, it } from 'vitest';
import { bookedDayText, deliveryDetailRows, orderDeliveryProgress } from './delivery-format.ts';
import type { OrderDelivery } from './schemas/delivery.ts';

const delivery: OrderDelivery = {
  form: 'blown',
  lorryLimit: '7.5t',
  hoseMetres: null,
  earliestDate: '2026-12-03',
  bookedDate: null,
  accessNotes: null,
  status: 'scheduled',
  date: '2026-12-02',
  slot: 'am',
  failureReason: null,
};

describe('deliveryDetailRows', () => {
  it("lists the customer's earliest date while nothing is booked", () => {
    expect(deliveryDetailRows(delivery)).toContainEqual({
      label: 'Earliest date',
      value: 'Thursday 3 December 2026',
    });
  });

  it('leaves the earliest date out of a message that states the booked date', () => {
    const labels = deliveryDetailRows(delivery, { booked: true }).map((row) => row.label);
    expect(labels).toEqual(['Delivered as', 'Largest lorry']);
  });

  it('puts a booked day first, in place of the earliest date', () => {
    const rows = deliveryDetailRows({ ...delivery, bookedDate: '2026-11-28' });
    expect(rows[0]).toEqual({ label: 'Delivery booked for', value: 'Saturday 28 November 2026' });
    expect(rows.map((row) => row.label)).not.toContain('Earliest date');
  });

  it('leaves the booked day out of a message that states the scheduled date', () => {
    const rows = deliveryDetailRows({ ...delivery, bookedDate: '2026-11-28' }, { booked: true });
    expect(rows.map((row) => row.label)).toEqual(['Delivered as', 'Largest lorry']);
  });
});

describe('bookedDayText', () => {
  it('says the booked day in words', () => {
    expect(bookedDayText('2026-11-28')).toBe('Delivery booked for Saturday 28 November 2026');
  });
});

describe('orderDeliveryProgress', () => {
  it('plans a pending order once confirmed, and plans nothing for a cancelled one', () => {
    expect(orderDeliveryProgress({ status: 'pending', delivery })).toBe(
      'Planned once the order is confirmed',
    );
    expect(orderDeliveryProgress({ status: 'cancelled', delivery })).toBe(
      'No delivery: the order is cancelled',
    );
    expect(orderDeliveryProgress({ status: 'confirmed', delivery })).toBe(
      'Scheduled for Wednesday 2 December 2026, morning (8am-12pm)',
    );
  });
});
