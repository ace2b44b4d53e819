import { describe, expect, it } from 'vitest';

import type { PostcodeValidationResult } from '#shared/schemas/regions';
import {
  regionProblem,
  regionSwitchFor,
  regionSwitchLabel,
} from '#client/features/checkout/region-switch.ts';
import { YORK } from '#test-support/regions';

const inYork: PostcodeValidationResult = {
  valid: true,
  postcode: 'YO1 7HH',
  region: YORK,
  quote: {
    unitPrice: '289.00',
    totalPrice: '1734.00',
    vatAmount: '86.70',
    totalWithVat: '1820.70',
    vatRate: 5,
  },
};

describe('the region switch at checkout', () => {
  it("offers the other region at the server's price for the cart", () => {
    const offer = regionSwitchFor('Doncaster', inYork);
    expect(offer).toEqual({
      kind: 'switch',
      region: 'York',
      postcode: 'YO1 7HH',
      unitPricePence: 28900,
    });
    expect(regionProblem('Doncaster', offer)).toBe(
      'Delivery postcode must be in Doncaster region to match your cart items.',
    );
  });

  it('has nothing to say when the postcode is in the cart’s region', () => {
    const offer = regionSwitchFor('York', inYork);
    expect(offer).toEqual({ kind: 'same' });
    expect(regionProblem('York', offer)).toBeNull();
  });

  it('offers no switch to a region the shop does not serve, and says why', () => {
    const offer = regionSwitchFor('Doncaster', {
      valid: false,
      regionDisabled: true,
      regionName: 'Leeds',
      message: 'Sorry, we are not currently delivering to Leeds.',
    });
    expect(offer).toEqual({
      kind: 'unserved',
      message: 'Sorry, we are not currently delivering to Leeds.',
    });
    expect(regionProblem('Doncaster', offer)).toBe(
      'Sorry, we are not currently delivering to Leeds.',
    );
  });

  it('waits for an answer, and leaves an unknown postcode to the order', () => {
    expect(regionSwitchFor('Doncaster', undefined)).toEqual({ kind: 'unknown' });
    expect(regionSwitchFor('Doncaster', { valid: false, message: 'Invalid' })).toEqual({
      kind: 'unknown',
    });
    expect(regionSwitchFor('Doncaster', { ...inYork, quote: undefined })).toEqual({
      kind: 'unknown',
    });
  });

  it('labels the button with the region and its price per tonne', () => {
    expect(regionSwitchLabel('York', 28900)).toBe('Update my cart to York: £289.00 per tonne');
    expect(regionSwitchLabel('York', 125000)).toBe('Update my cart to York: £1,250.00 per tonne');
  });
});
