import { describe, expect, it } from 'vitest';

import { filterRegions } from './region-filter.ts';

const regions = [
  { name: 'Doncaster', country: 'England', postcodePrefix: 'DN' },
  { name: 'Derby', country: 'England', postcodePrefix: 'DE' },
  { name: 'Birmingham', country: 'England', postcodePrefix: 'B' },
  { name: 'Bath', country: 'England', postcodePrefix: 'BA' },
  { name: 'Scunthorpe town', country: 'England', postcodePrefix: 'DN15, DN16' },
  { name: 'Leeds north', country: 'England', postcodePrefix: 'LS1' },
  { name: 'Cardiff', country: 'Wales', postcodePrefix: 'CF' },
  { name: 'Jersey', country: '', postcodePrefix: 'JE' },
];

const names = (query: string) => filterRegions(regions, query).map((region) => region.name);

describe('filterRegions', () => {
  it('keeps every region for an empty query', () => {
    expect(names('  ')).toHaveLength(regions.length);
  });

  it('finds a name or a country anywhere in it, whatever the case', () => {
    expect(names('caster')).toEqual(['Doncaster']);
    expect(names('WALES')).toEqual(['Cardiff']);
    // No country reads as the United Kingdom, as on the coverage page.
    expect(names('united')).toEqual(['Jersey']);
  });

  it('finds the prefixes that start with what is typed', () => {
    expect(names('dn')).toEqual(['Doncaster', 'Scunthorpe town']);
    // DN1 is a district of area DN, and the start of DN15 and DN16.
    expect(names('dn1')).toEqual(['Doncaster', 'Scunthorpe town']);
  });

  it('finds the areas and districts that hold a typed district or postcode', () => {
    expect(names('DN17')).toEqual(['Doncaster']);
    expect(names('dn15 8qa')).toEqual(['Doncaster', 'Scunthorpe town']);
    // B is not BA's area, and district LS1 does not hold LS12.
    expect(names('BA1')).toEqual(['Bath']);
    expect(names('LS12')).toEqual([]);
    expect(names('LS1 4AP')).toEqual(['Leeds north']);
  });
});
