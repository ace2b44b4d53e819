import { describe, expect, it } from 'vitest';

import { CustomPricingSchema } from '#client/admin/features/customers/custom-pricing-form.ts';

describe('CustomPricingSchema (spec section 5, custom price)', () => {
  it('sends an empty price as a removal of the whole custom pricing', () => {
    const input = {
      customPrice: '',
      customPriceNote: 'old note',
      customPriceValidTo: '2025-04-01',
    };
    expect(CustomPricingSchema.parse(input)).toEqual({
      customPrice: null,
      customPriceNote: null,
      customPriceValidTo: null,
    });
  });

  it('sends a price as a number, and an empty note or date as null', () => {
    const input = { customPrice: ' 250.5 ', customPriceNote: ' ', customPriceValidTo: '' };
    expect(CustomPricingSchema.parse(input)).toEqual({
      customPrice: 250.5,
      customPriceNote: null,
      customPriceValidTo: null,
    });
    const dated = {
      customPrice: '250',
      customPriceNote: 'Loyal',
      customPriceValidTo: '2025-04-01',
    };
    expect(CustomPricingSchema.parse(dated)).toEqual({
      customPrice: 250,
      customPriceNote: 'Loyal',
      customPriceValidTo: '2025-04-01',
    });
  });

  it.each(['-1', '12.345', 'abc', '1e3'])('refuses the price %j', (customPrice) => {
    const input = { customPrice, customPriceNote: '', customPriceValidTo: '' };
    expect(CustomPricingSchema.safeParse(input).success).toBe(false);
  });
});
