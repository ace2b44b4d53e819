import { describe, expect, it } from 'vitest';
import { deliveryDetailRows } from './delivery-format.ts';
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
});
