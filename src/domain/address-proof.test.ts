import { describe, expect, it } from 'vitest';
import { customerDataReach, guestOrderLooksOwn } from './address-proof.ts';

describe('customerDataReach', () => {
  it('is the account alone until the address is verified, then the address too', () => {
    expect(customerDataReach({ emailVerifiedAt: null })).toBe('account');
    expect(customerDataReach({ emailVerifiedAt: new Date('2026-11-27T10:00:00Z') })).toBe(
      'address',
    );
  });
});

describe('guestOrderLooksOwn', () => {
  const account = { firstName: 'Ada', lastName: 'Lovelace', postcode: 'DN15 8QA' };
  const order = { firstName: 'Ada', lastName: 'Lovelace', postcode: 'DN15 8QA' };

  it('ticks an order with the account name and postcode, whatever the case and spacing', () => {
    expect(guestOrderLooksOwn(order, account)).toBe(true);
    expect(
      guestOrderLooksOwn(
        { firstName: ' ada ', lastName: 'LOVELACE', postcode: 'dn158qa' },
        account,
      ),
    ).toBe(true);
  });

  it('leaves an order unticked when the name or postcode differs', () => {
    expect(guestOrderLooksOwn({ ...order, firstName: 'Eve' }, account)).toBe(false);
    expect(guestOrderLooksOwn({ ...order, lastName: 'Byron' }, account)).toBe(false);
    expect(guestOrderLooksOwn({ ...order, postcode: 'YO1 7HH' }, account)).toBe(false);
  });

  it('leaves it unticked when the account has no postcode to compare', () => {
    expect(guestOrderLooksOwn(order, { ...account, postcode: null })).toBe(false);
  });
});
