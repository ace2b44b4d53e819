import { describe, expect, it } from 'vitest';

import { ApiError } from '#client/lib/api-client.ts';
import { isDeliveryDayFailure, orderFailure } from '#client/features/checkout/order-failure.ts';

const generic = 'There was an error placing your order. Please try again.';
const answer = (status: number, body: unknown) =>
  new ApiError(status, 'Error', JSON.stringify(body));

describe('orderFailure', () => {
  it('explains a price change with the server message and flags the cart', () => {
    const message = 'The price has changed since you added this to your cart.';
    const failure = orderFailure(
      answer(409, { message, details: { unitPrice: '300.00', totalPrice: '630.00' } }),
    );
    expect(failure).toEqual({ description: message, fieldErrors: [], priceChange: message });
  });

  it('shows other conflicts without flagging the price', () => {
    const failure = orderFailure(answer(409, { message: 'Already submitted' }));
    expect(failure).toEqual({
      description: 'Already submitted',
      fieldErrors: [],
      priceChange: null,
    });
  });

  it('puts field problems of a 400 beside their fields, ignoring unknown paths', () => {
    const failure = orderFailure(
      answer(400, {
        message: 'Invalid postcode',
        details: [
          { path: 'postcode', message: 'Invalid postcode' },
          { path: 'quantity', message: 'Bad quantity' },
        ],
      }),
    );
    expect(failure).toEqual({
      description: generic,
      fieldErrors: [{ name: 'postcode', message: 'Invalid postcode' }],
      priceChange: null,
    });
  });

  it('puts a full delivery day beside the day field, with the server message', () => {
    const message =
      'Saturday 28 November is fully booked. The next free day is Saturday 5 December.';
    const failure = orderFailure(
      answer(409, { message, details: [{ path: 'delivery.bookedDate', message }] }),
    );
    expect(failure).toEqual({
      description: message,
      fieldErrors: [{ name: 'bookedDate', message }],
      priceChange: null,
    });
    expect(isDeliveryDayFailure(failure)).toBe(true);
  });

  it('puts a day the round does not serve beside the day field', () => {
    const message = 'We do not deliver to DN15 on Sunday 29 November.';
    const failure = orderFailure(
      answer(400, { message, details: [{ path: 'delivery.bookedDate', message }] }),
    );
    expect(failure.fieldErrors).toEqual([{ name: 'bookedDate', message }]);
    expect(isDeliveryDayFailure(failure)).toBe(true);
    expect(isDeliveryDayFailure(orderFailure(answer(409, { message: 'Again' })))).toBe(false);
  });

  it('falls back to the spec text for anything else', () => {
    expect(orderFailure(new TypeError('Failed to fetch')).description).toBe(generic);
    expect(orderFailure(answer(500, { message: 'Internal error' })).description).toBe(generic);
    expect(orderFailure(new ApiError(429, 'Too Many Requests', '')).description).toBe(generic);
  });
});
