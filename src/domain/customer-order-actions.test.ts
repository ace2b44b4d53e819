import { describe, expect, it } from 'vitest';
import {
  canOfferDayMove,
  cancelRequestProblem,
  customerCancelProblem,
  customerDayMoveProblem,
  type CustomerOrderFacts,
} from './customer-order-actions.ts';

const order = (overrides: Partial<CustomerOrderFacts> = {}): CustomerOrderFacts => ({
  id: 7,
  status: 'pending',
  deliveryStatus: 'to_be_scheduled',
  bookedDate: '2026-12-10',
  cancelRequestedAt: null,
  ...overrides,
});
// Three working days from Tuesday 1 December 2026.
const notice = { from: '2026-12-04', workingDays: 3 };

describe('customerCancelProblem', () => {
  it('lets the customer cancel an order not yet confirmed, or one already cancelled', () => {
    expect(customerCancelProblem(order())).toBeNull();
    expect(customerCancelProblem(order({ status: 'cancelled' }))).toBeNull();
  });

  it('sends a confirmed order to a request', () => {
    expect(customerCancelProblem(order({ status: 'confirmed' }))).toBe(
      'Order #7 is confirmed: ask us to cancel it instead.',
    );
  });
});

describe('cancelRequestProblem', () => {
  it.each<[string, Partial<CustomerOrderFacts>, string | null]>([
    ['confirmed', { status: 'confirmed' }, null],
    ['confirmed, on its way', { status: 'confirmed', deliveryStatus: 'out_for_delivery' }, null],
    ['pending', {}, 'Order #7 is not confirmed yet: cancel it yourself instead.'],
    ['cancelled', { status: 'cancelled' }, 'Order #7 is already cancelled.'],
    [
      'delivered',
      { status: 'confirmed', deliveryStatus: 'delivered' },
      'Order #7 has been delivered.',
    ],
  ])('%s', (_, overrides, problem) => {
    expect(cancelRequestProblem(order(overrides))).toBe(problem);
  });
});

describe('customerDayMoveProblem', () => {
  it.each<[string, Partial<CustomerOrderFacts>, string, string | null]>([
    ['a later day', {}, '2026-12-14', null],
    ['an earlier day outside the notice', {}, '2026-12-07', null],
    ['the first day the notice allows', {}, '2026-12-04', null],
    [
      'a day inside the notice',
      {},
      '2026-12-03',
      "We need 3 working days' notice: the earliest day you can move it to is Friday 4 December.",
    ],
    [
      'a booked day inside the notice',
      { bookedDate: '2026-12-03' },
      '2026-12-14',
      'Your delivery on Thursday 3 December is less than 3 working days away: call us to change it.',
    ],
    [
      'no booked day',
      { bookedDate: null },
      '2026-12-14',
      'Order #7 has no day booked on a round: call us to arrange its delivery.',
    ],
    [
      'a scheduled delivery',
      { status: 'confirmed', deliveryStatus: 'scheduled' },
      '2026-12-14',
      'Order #7 is already planned for delivery: call us to change its day.',
    ],
    [
      'a cancelled order',
      { status: 'cancelled' },
      '2026-12-14',
      'Order #7 is cancelled: its day cannot move.',
    ],
  ])('%s', (_, overrides, date, problem) => {
    expect(customerDayMoveProblem(order(overrides), date, notice)).toBe(problem);
  });

  it('offers the move only where it can be made', () => {
    expect(canOfferDayMove(order())).toBe(true);
    expect(canOfferDayMove(order({ deliveryStatus: 'scheduled' }))).toBe(false);
    expect(canOfferDayMove(order({ bookedDate: null }))).toBe(false);
  });
});
