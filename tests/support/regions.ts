import type { Region } from '#shared/schemas/regions';

/** A served region for unit tests, with prices of its own (not the seed's). */
export const YORK: Region = {
  id: 2,
  name: 'York',
  country: 'England',
  postcodePrefix: 'YO',
  singlePrice: '305.00',
  bulkPrice: '289.00',
  wholesalePrice: '270.00',
  enabled: true,
};
