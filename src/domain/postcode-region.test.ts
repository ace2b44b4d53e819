import { describe, it, expect } from 'vitest';
import {
  buildRegionIndex,
  findRegion,
  matchRegion,
  parsePostcode,
  parsePrefixes,
  type ParsedPostcode,
} from './postcode.ts';

interface TestRegion {
  name: string;
  postcodePrefix: string;
  enabled?: boolean;
}

const REGIONS: readonly TestRegion[] = [
  { name: 'Birmingham', postcodePrefix: 'B' },
  { name: 'Bath', postcodePrefix: 'BA' },
  { name: 'Bolton', postcodePrefix: 'BL' },
  { name: 'Doncaster', postcodePrefix: 'DN' },
  { name: 'Scunthorpe', postcodePrefix: 'DN15, dn16 ,DN17' },
  { name: 'West London', postcodePrefix: 'W' },
  { name: 'West End', postcodePrefix: 'W1' },
  { name: 'Broadcasting House', postcodePrefix: 'W1A' },
  { name: 'City', postcodePrefix: 'EC' },
  { name: 'Westminster', postcodePrefix: 'SW1' },
  { name: 'Edinburgh', postcodePrefix: 'EH' },
  { name: 'Highlands', postcodePrefix: 'PH', enabled: false },
  { name: 'Isles', postcodePrefix: 'PH41,PH42, PH43, PH44' },
];

const pc = (raw: string): ParsedPostcode => {
  const parsed = parsePostcode(raw);
  if (!parsed) throw new Error(`test postcode ${raw} should be valid`);
  return parsed;
};

describe('parsePrefixes', () => {
  it.each([
    ['DN', ['DN']],
    ['dn15', ['DN15']],
    ['DN15, dn16 ,DN17', ['DN15', 'DN16', 'DN17']],
    [' B , BA ,, ', ['B', 'BA']],
    ['W 1A', ['W1A']],
    ['', []],
    [' , ', []],
  ])('%j -> %j', (raw, expected) => {
    expect(parsePrefixes(raw)).toEqual(expected);
  });
});

describe('matchRegion', () => {
  it.each([
    ['B1 1AA', 'Birmingham'], // area B, never BA
    ['B33 8TH', 'Birmingham'],
    ['BA1 1AA', 'Bath'], // area BA, never B
    ['BL0 9AA', 'Bolton'], // district 0
    ['DN1 1AA', 'Doncaster'],
    ['DN15 1AA', 'Scunthorpe'], // district beats area
    ['DN16 1AA', 'Scunthorpe'],
    ['DN18 1AA', 'Doncaster'],
    ['W1A 0AX', 'Broadcasting House'], // exact outward code first
    ['W1B 1AA', 'West End'], // then the parent district
    ['W1 1AA', 'West End'],
    ['W10 1AA', 'West London'], // W1 must not swallow W10
    ['W2 1AA', 'West London'],
    ['EC1A 1BB', 'City'], // area EC from a split district
    ['SW1A 1AA', 'Westminster'], // SW1A falls back to SW1
    ['SW19 1AA', undefined], // SW1 never matches SW19, and there is no SW area
    ['EH1 1AA', 'Edinburgh'],
    ['E1 6AN', undefined], // E never matches EH or EC
    ['PH41 4QS', 'Isles'],
    ['PH4 1AA', 'Highlands'], // PH4 is not PH41
    ['PH1 1AA', 'Highlands'], // matching ignores enabled
    ['M1 1AE', undefined],
  ])('%s -> %s', (raw, expected) => {
    expect(matchRegion(pc(raw), REGIONS)?.name).toBe(expected);
  });

  it('returns the region object itself, including enabled: false', () => {
    expect(matchRegion(pc('PH1 1AA'), REGIONS)).toBe(REGIONS[11]);
  });

  it('matches nothing when there are no regions', () => {
    expect(matchRegion(pc('B1 1AA'), [])).toBeUndefined();
  });
});

describe('buildRegionIndex', () => {
  it('sorts letters-only prefixes into areas and the rest into districts', () => {
    const index = buildRegionIndex(REGIONS);
    expect([...index.byArea.keys()].sort()).toEqual(
      ['B', 'BA', 'BL', 'DN', 'EC', 'EH', 'PH', 'W'].sort(),
    );
    expect([...index.byDistrict.keys()].sort()).toEqual(
      ['DN15', 'DN16', 'DN17', 'PH41', 'PH42', 'PH43', 'PH44', 'SW1', 'W1', 'W1A'].sort(),
    );
  });

  it('gives a prefix claimed twice to the first region', () => {
    const regions = [
      { name: 'first', postcodePrefix: 'DN, DN15' },
      { name: 'second', postcodePrefix: 'dn15,DN' },
    ];
    const index = buildRegionIndex(regions);
    expect(findRegion(index, pc('DN15 1AA'))?.name).toBe('first');
    expect(findRegion(index, pc('DN1 1AA'))?.name).toBe('first');
  });

  it('lets a district in a later region beat an area in an earlier one', () => {
    const regions = [
      { name: 'area', postcodePrefix: 'DN' },
      { name: 'district', postcodePrefix: 'DN15' },
    ];
    expect(matchRegion(pc('DN15 1AA'), regions)?.name).toBe('district');
  });

  it('can be built once and reused', () => {
    const index = buildRegionIndex(REGIONS);
    expect(findRegion(index, pc('BA1 1AA'))?.name).toBe('Bath');
    expect(findRegion(index, pc('B1 1AA'))?.name).toBe('Birmingham');
    expect(findRegion(index, pc('W1A 0AX'))?.name).toBe('Broadcasting House');
  });
});
