import { describe, expect, it } from 'vitest';

import {
  describeQuantity,
  formatDay,
  formatOrderDate,
  orderStatusTone,
  pricingView,
  profileRequest,
} from '#client/features/account/account-format.ts';
import { ProfileFormSchema } from '#client/features/account/account-forms.ts';

describe('formatOrderDate', () => {
  it('shows en-GB day/month/year and the time in UK time', () => {
    // British Summer Time: 13:05 UTC is 14:05 in London.
    expect(formatOrderDate('2025-07-04T13:05:00.000Z')).toBe('04/07/2025, 14:05');
    // Winter: London is on UTC.
    expect(formatOrderDate('2025-01-31T23:30:00.000Z')).toBe('31/01/2025, 23:30');
  });

  it('leaves an unreadable date as it came', () => {
    expect(formatOrderDate('yesterday')).toBe('yesterday');
  });
});

describe('formatDay', () => {
  it('is the London calendar day', () => {
    expect(formatDay(new Date('2025-06-30T23:30:00.000Z'))).toBe('01/07/2025');
  });
});

describe('describeQuantity', () => {
  it.each([
    [1, '1 tonne of wood pellets'],
    [2, '2 tonnes of wood pellets'],
    [1.5, '1.5 tonnes of wood pellets'],
  ])('%s tonnes', (tonnes, text) => {
    expect(describeQuantity(tonnes)).toBe(text);
  });
});

describe('orderStatusTone', () => {
  it('is green when confirmed, red when cancelled, yellow otherwise', () => {
    expect(orderStatusTone('confirmed')).toBe('green');
    expect(orderStatusTone('cancelled')).toBe('red');
    expect(orderStatusTone('pending')).toBe('yellow');
    expect(orderStatusTone('anything')).toBe('yellow');
  });
});

describe('profileRequest', () => {
  it('trims every field and leaves out the empty ones', () => {
    const values = ProfileFormSchema.parse({
      firstName: ' Ada ',
      lastName: 'Lovelace ',
      companyName: '  ',
      phone: '01632 960123',
      addressLine1: ' 12 Foxhills Road ',
      addressLine2: '',
      city: 'Scunthorpe',
      postcode: 'dn15 8qa',
    });
    expect(profileRequest(values)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '01632 960123',
      addressLine1: '12 Foxhills Road',
      city: 'Scunthorpe',
      postcode: 'DN15 8QA',
    });
  });

  it('requires both names after trimming, with the spec message', () => {
    const result = ProfileFormSchema.safeParse({ firstName: '  ', lastName: '' });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'First name and last name are required',
      'First name and last name are required',
    ]);
  });
});

describe('pricingView', () => {
  const now = new Date('2025-06-01T12:00:00.000Z');
  const custom = {
    hasCustomPricing: true,
    customPrice: '250.00',
    customPriceNote: ' Loyal customer ',
    customPriceValidTo: '2025-07-01T00:00:00.000Z',
  };

  it('is active before the end date, with price, note and date', () => {
    expect(pricingView(custom, now)).toEqual({
      state: 'active',
      pricePence: 25000,
      note: 'Loyal customer',
      validTo: new Date('2025-07-01T00:00:00.000Z'),
    });
    expect(pricingView({ ...custom, customPriceValidTo: null, customPriceNote: '' }, now)).toEqual({
      state: 'active',
      pricePence: 25000,
      note: null,
      validTo: null,
    });
  });

  it('is expired from the end date on, although hasCustomPricing stays true', () => {
    expect(pricingView({ ...custom, customPriceValidTo: now.toISOString() }, now)).toEqual({
      state: 'expired',
      validTo: now,
    });
  });

  it('is regional pricing without a custom price', () => {
    const none = {
      hasCustomPricing: false,
      customPrice: null,
      customPriceNote: null,
      customPriceValidTo: null,
    };
    expect(pricingView(none, now)).toEqual({ state: 'none' });
  });
});
