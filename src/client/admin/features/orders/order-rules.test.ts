import { describe, expect, it } from 'vitest';

import { parseCustomerId } from '#client/admin/features/orders/customer-id.ts';
import { orderUpdateErrorToast } from '#client/admin/features/orders/order-update-error.ts';
import { calculateTotal } from '#client/admin/features/orders/order-total.ts';
import { ApiError } from '#client/lib/api-client.ts';

describe('parseCustomerId (spec section 5: a whole number greater than 0)', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    ['99999999999999999999', null],
  ])('%j -> %j', (text, expected) => {
    expect(parseCustomerId(text)).toBe(expected);
  });
});

describe('orderUpdateErrorToast (spec section 8)', () => {
  const answer = (status: number, body: unknown) =>
    new ApiError(status, 'Error', typeof body === 'string' ? body : JSON.stringify(body));

  it("turns 'Invalid order data' into 'Invalid data' with the server's details", () => {
    const err = answer(400, {
      message: 'Invalid order data',
      details: [
        { path: ['email'], message: 'Please enter a valid email address' },
        { path: 'quantity', message: 'Quantity must be 1 to 50 tonnes in steps of 0.5' },
      ],
    });
    expect(orderUpdateErrorToast(err)).toEqual({
      title: 'Invalid data',
      description:
        'email: Please enter a valid email address; quantity: Quantity must be 1 to 50 tonnes in steps of 0.5',
    });
  });

  it('falls back to the generic text when the details are missing', () => {
    expect(orderUpdateErrorToast(answer(400, { message: 'Invalid order data' }))).toEqual({
      title: 'Invalid data',
      description: 'Please check all required fields and try again',
    });
  });

  it("shows any other server message, or the spec's fallback", () => {
    expect(orderUpdateErrorToast(answer(404, { message: 'Order not found' }))).toEqual({
      title: 'Update Failed',
      description: 'Order not found',
    });
    expect(orderUpdateErrorToast(answer(500, ''))).toEqual({
      title: 'Update Failed',
      description: 'Failed to update order. Please try again.',
    });
    expect(orderUpdateErrorToast(new TypeError('Failed to fetch')).description).toBe(
      'Failed to update order. Please try again.',
    );
  });
});

describe('calculateTotal', () => {
  it('prices 2 t at £289.00 with 5% VAT as £606.90 (the Doncaster example)', () => {
    expect(calculateTotal('289.00', '2', 5)).toBe('606.90');
  });

  it('follows the VAT rate and half tonnes', () => {
    expect(calculateTotal('250', '2.5', 20)).toBe('750.00');
    expect(calculateTotal('250', '1', 0)).toBe('250.00');
  });

  it('gives nothing while the inputs cannot be priced', () => {
    expect(calculateTotal('', '2', 5)).toBeNull();
    expect(calculateTotal('289.00', '2.3', 5)).toBeNull();
    expect(calculateTotal('289.00', '2', 7)).toBeNull();
  });
});
