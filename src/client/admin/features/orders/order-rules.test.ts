import { describe, expect, it } from 'vitest';

import { parseCustomerId } from '#client/admin/features/orders/customer-id.ts';
import { orderUpdateErrorToast } from '#client/admin/features/orders/order-update-error.ts';
import type { OrderStatusAnswer } from '#shared/schemas/order-edit';
import type { Order } from '#shared/schemas/orders';
import { bulkStatusMessage } from '#client/admin/features/orders/bulk-status-bar.tsx';
import {
  OrderFormSchema,
  orderEditBody,
  orderFormDefaults,
} from '#client/admin/features/orders/order-form-schema.ts';
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

/** The Doncaster example as placed: 2 t at £289.00, 5% VAT, £606.90. */
const order = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: null,
  email: 'ada@example.com',
  phone: '01632 960123',
  addressLine1: '12 Station Road',
  addressLine2: null,
  city: 'Scunthorpe',
  postcode: 'DN15 8QA',
  billingAddressLine1: null,
  billingAddressLine2: null,
  billingCity: null,
  billingPostcode: null,
  region: 'Doncaster',
  quantity: 2,
  unitPrice: '289.00',
  vatRate: 5,
  vatAmount: '28.90',
  totalPrice: '606.90',
  status: 'pending',
  paymentStatus: 'pending',
} as Order;

describe('the edit form sends no price, only the choice to keep the old one', () => {
  const form = (changes: object) =>
    OrderFormSchema.safeParse({ ...orderFormDefaults(order), quantity: '8', ...changes });

  it('sends the figures without a unit price or total', () => {
    const parsed = form({});
    expect(parsed.success).toBe(true);
    const body = orderEditBody(parsed.data!);
    expect(body).toMatchObject({ quantity: 8, vatRate: 5 });
    expect(Object.keys(body).filter((key) => /price|keep/i.test(key))).toEqual([]);
  });

  it('asks for a reason to keep the old price', () => {
    for (const reason of [undefined, '', '   ']) {
      const parsed = form({ keepOldPrice: true, keepPriceReason: reason });
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({
          path: ['keepPriceReason'],
          message: 'Please give a reason for keeping the old price',
        }),
      ]);
    }
  });

  it('sends the choice and its reason when keeping, and neither when not', () => {
    const kept = form({ keepOldPrice: true, keepPriceReason: ' Agreed by phone ' });
    expect(orderEditBody(kept.data!)).toMatchObject({
      keepOldPrice: true,
      keepPriceReason: 'Agreed by phone',
    });
    const notKept = orderEditBody(form({ keepOldPrice: false, keepPriceReason: 'x' }).data!);
    expect(notKept).not.toHaveProperty('keepOldPrice');
    expect(notKept).not.toHaveProperty('keepPriceReason');
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
