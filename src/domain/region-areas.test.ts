import { describe, expect, it } from 'vitest';
import { parsePostcode } from './postcode.ts';
import { postcodeAreasOf, representativePostcode } from './region-areas.ts';

describe('postcodeAreasOf', () => {
  it('reads the stored list, spaces and case forgiven', () => {
    expect(postcodeAreasOf('DN, dn15,,S')).toEqual(['DN', 'DN15', 'S']);
  });
});

describe('representativePostcode', () => {
  it('is a valid postcode inside the area or district', () => {
    for (const area of ['DN', 'DN15', 'S', 'W1', 'EC1A']) {
      const parsed = parsePostcode(representativePostcode(area));
      expect(parsed?.outward.startsWith(area)).toBe(true);
    }
  });
});
