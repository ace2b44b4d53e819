import { describe, expect, it } from 'vitest';
import type { Region } from './schemas/regions.ts';
import { enabledPriceRange } from './region-prices.ts';

const region = (overrides: Partial<Region>): Region => ({
  id: 1,
  name: 'Doncaster',
  country: 'England',
  postcodePrefix: 'DN',
  singlePrice: '300.00',
  bulkPrice: '290.00',
  wholesalePrice: '280.00',
  enabled: true,
  ...overrides,
});

describe('enabledPriceRange', () => {
  it('spans the cheapest and dearest tiers of the enabled regions only, in pence', () => {
    expect(
      enabledPriceRange([
        region({ id: 1 }),
        region({ id: 2, singlePrice: '412.50', wholesalePrice: '265.99' }),
        region({ id: 3, singlePrice: '999.00', wholesalePrice: '1.00', enabled: false }),
      ]),
    ).toEqual({ lowPence: 26599, highPence: 41250, regionCount: 2 });
  });

  it('is null when no region is enabled', () => {
    expect(enabledPriceRange([region({ enabled: false })])).toBeNull();
    expect(enabledPriceRange([])).toBeNull();
  });
});
