import { describe, expect, it } from 'vitest';
import { deliveryTermsText } from './delivery-terms.ts';

describe('deliveryTermsText', () => {
  it('states the lead time from Settings and that checkout books a round’s day', () => {
    expect(deliveryTermsText({ leadWorkingDays: 3, roundsBookDays: true })).toBe(
      'The earliest delivery is 3 working days after your order. Where our lorries run a round to your postcode, you book your day at checkout; elsewhere we phone or email within 2 working days of your order to agree the day.',
    );
  });

  it('promises only to agree the day while no round runs', () => {
    expect(deliveryTermsText({ leadWorkingDays: 1, roundsBookDays: false })).toBe(
      'The earliest delivery is 1 working day after your order. We phone or email within 2 working days of your order to agree the day.',
    );
    expect(deliveryTermsText({ leadWorkingDays: 0, roundsBookDays: false })).toMatch(
      /^The earliest delivery is on the day of your order\./,
    );
  });
});
