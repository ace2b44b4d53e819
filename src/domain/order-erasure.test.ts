import { describe, expect, it } from 'vitest';
import {
  ERASED,
  erasedOrderFields,
  isPersonalHistoryField,
  ORDER_BOOK_FIELDS,
  ORDER_PERSONAL_FIELDS,
} from './order-erasure.ts';

describe('erasedOrderFields', () => {
  it('replaces every personal field, required ones with the marker', () => {
    const erased = erasedOrderFields({ postcode: 'DN15 8QX' });
    expect(Object.keys(erased).sort()).toEqual([...ORDER_PERSONAL_FIELDS].sort());
    expect(erased).toMatchObject({
      firstName: ERASED,
      lastName: ERASED,
      email: ERASED,
      phone: ERASED,
      addressLine1: ERASED,
      city: ERASED,
      companyName: null,
      billingAddressLine1: null,
      deliveryAccessNotes: null,
    });
  });

  it.each([
    ['DN15 8QX', 'DN'],
    ['b1 1aa', 'B'],
    ['SW1A 1AA', 'SW'],
    ['not a postcode', ERASED],
  ])('keeps only the area of %s: %s', (postcode, kept) => {
    expect(erasedOrderFields({ postcode }).postcode).toBe(kept);
  });

  it('keeps nothing personal among the fields kept for the books', () => {
    const personal = new Set<string>(ORDER_PERSONAL_FIELDS);
    expect(ORDER_BOOK_FIELDS.filter((field) => personal.has(field))).toEqual([]);
  });
});

describe('isPersonalHistoryField', () => {
  it.each([
    ['firstName', true],
    ['addressLine1', true],
    ['recipient', true],
    ['status', false],
    ['paymentStatus', false],
    [null, false],
  ] as const)('%s → %s', (field, personal) => {
    expect(isPersonalHistoryField(field)).toBe(personal);
  });
});
