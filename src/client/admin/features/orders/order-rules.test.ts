import { describe, expect, it } from 'vitest';

import { parseCustomerId } from '#client/admin/features/orders/customer-id.ts';
import { orderUpdateErrorToast } from '#client/admin/features/orders/order-update-error.ts';
import type { OrderStatusAnswer } from '#shared/schemas/order-edit';
import type { Order } from '#shared/schemas/orders';
import { bulkStatusMessage } from '#client/admin/features/orders/bulk-status-bar.tsx';
import { editedTotals } from '#client/admin/features/orders/order-total.ts';
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

/** The Doncaster example as stored: 2 t at £289.00, 5% VAT, £606.90. */
const order = {
  quantity: 2,
  unitPrice: '289.00',
  vatRate: 5,
  vatAmount: '28.90',
  totalPrice: '606.90',
} as Order;

describe("editedTotals (the server's rule, priceEdit)", () => {
  it('prices 2 t at £289.00 with 5% VAT as £606.90 (the Doncaster example)', () => {
    expect(editedTotals(order, { unitPrice: '289.00', quantity: '2', vatRate: '5' })).toEqual({
      netPence: 57800,
      vatPence: 2890,
      totalPence: 60690,
      vatRate: 5,
      repriced: false,
    });
  });

  it.each([
    [{ unitPrice: '275', quantity: '7', vatRate: '5' }, 192500, 9625, 202125],
    [{ unitPrice: '250', quantity: '2.5', vatRate: '20' }, 62500, 12500, 75000],
    [{ unitPrice: ' 250 ', quantity: '1', vatRate: '0' }, 25000, 0, 25000],
  ])('follows quantity, unit price and VAT rate: %j', (input, net, vat, total) => {
    expect(editedTotals(order, input)).toMatchObject({
      netPence: net,
      vatPence: vat,
      totalPence: total,
      repriced: true,
    });
  });

  it.each([
    { unitPrice: '', quantity: '2', vatRate: '5' },
    { unitPrice: '289.00', quantity: '2.3', vatRate: '5' },
    { unitPrice: '289.00', quantity: '2', vatRate: '7' },
    { unitPrice: '-1', quantity: '2', vatRate: '5' },
  ])('gives nothing while the inputs cannot be priced: %j', (input) => {
    expect(editedTotals(order, input)).toBeNull();
  });
});

describe('bulkStatusMessage (what confirming several orders says)', () => {
  const answer = (id: number, notice: string | null) => ({ id, notice }) as OrderStatusAnswer;
  const NOT_ISSUED =
    'No VAT invoice was issued: the VAT registration number is not set in Settings.';

  it.each([
    [[answer(3, null), answer(4, null)], 'confirmed', '2 orders now confirmed.'],
    [[answer(3, null)], 'cancelled', '1 order now cancelled.'],
    [[answer(3, 'x')], 'confirmed', `Order #3 is confirmed. ${NOT_ISSUED}`],
    [
      [answer(3, 'x'), answer(4, 'x'), answer(7, 'x')],
      'confirmed',
      `Orders #3, #4 and #7 are confirmed. ${NOT_ISSUED}`,
    ],
    [
      [answer(3, null), answer(4, 'x')],
      'confirmed',
      `2 orders now confirmed. Order #4 is confirmed. ${NOT_ISSUED}`,
    ],
  ] as const)('%j to %s', (answers, status, message) => {
    expect(bulkStatusMessage(answers, status)).toBe(message);
  });
});
