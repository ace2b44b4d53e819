import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  POSTCODE_PATTERN,
  isUndeliverablePostcode,
  isValidPostcode,
  normalisePostcode,
  parsePostcode,
  postcodeProblem,
  type ParsedPostcode,
} from './postcode.ts';

describe('normalisePostcode', () => {
  it.each([
    [' sw1a-1aa ', 'SW1A 1AA'],
    ['b11aa', 'B1 1AA'],
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a   1aa', 'SW1A 1AA'],
    ['\tec1a\n1bb', 'EC1A 1BB'],
    ['M1.1AE', 'M1 1AE'],
    ['dn55 1pt', 'DN55 1PT'],
    ['PH41 4QS', 'PH41 4QS'],
    ['gir0aa', 'GIR 0AA'],
    // not 5-7 characters: stripped only, so they fail validation
    ['', ''],
    ['   ', ''],
    ['pa20', 'PA20'],
    ['SW1A 1AAX', 'SW1A1AAX'],
    ['BFPO 1234', 'BFPO1234'],
  ])('%j -> %j', (raw, expected) => {
    expect(normalisePostcode(raw)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (raw) => {
        const once = normalisePostcode(raw);
        expect(normalisePostcode(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 -]{0,10}$/), (raw) => {
        const once = normalisePostcode(raw);
        expect(normalisePostcode(once)).toBe(once);
      }),
    );
  });
});

describe('isValidPostcode', () => {
  // The accept list in uk-postcodes.md section 1, covering all six shapes.
  it.each([
    'M1 1AE', // A9 9AA
    'B33 8TH', // A99 9AA
    'CR2 6XH', // AA9 9AA
    'DN55 1PT', // AA99 9AA
    'W1A 0AX', // A9A 9AA
    'EC1A 1BB', // AA9A 9AA
    'SW1A 1AA',
    'N1C 4AA',
    'E1W 1AA',
    'SE1P 5LX',
    'NW1W 8JN',
    'GIR 0AA',
    'BF1 2AY',
    'PH41 4QS',
    'ZE1 0AA',
    'BL0 9AA',
    'sw1a1aa',
    ' ec1a-1bb ',
  ])('accepts %j', (raw) => {
    expect(isValidPostcode(raw)).toBe(true);
  });

  // The reject list in uk-postcodes.md, plus the overseas territories and other near misses.
  it.each([
    'QA1 1AA', // Q never first
    'AI1 1AA', // I never second
    'W1L 1AA', // L not allowed third in A9A
    'EC1A 1CA', // C never in the inward code
    'ASCN 1ZZ',
    'XM4 5HQ',
    'STHL 1ZZ',
    'VA1 1AA',
    'AZ1 1AA',
    'EC1C 1AA', // C not allowed fourth in AA9A
    'SW1A 1AI',
    'SW1A 1MA',
    'SW1A AAA',
    'SW1A 11A',
    '1AA 1AA',
    'B123 1AA',
    'PA20',
    'BFPO 1234',
    '',
    'SW1A 1AAA',
  ])('rejects %j', (raw) => {
    expect(isValidPostcode(raw)).toBe(false);
  });

  it('POSTCODE_PATTERN wants the normalised form', () => {
    expect(POSTCODE_PATTERN.test('SW1A 1AA')).toBe(true);
    expect(POSTCODE_PATTERN.test('SW1A1AA')).toBe(false);
    expect(POSTCODE_PATTERN.test('sw1a 1aa')).toBe(false);
  });
});

const parsed = (normalised: string, area: string, districtNumber: number): ParsedPostcode => {
  const [outward = '', inward = ''] = normalised.split(' ');
  return { normalised, outward, inward, area, district: outward, districtNumber };
};

describe('parsePostcode', () => {
  it.each([
    ['m1 1ae', parsed('M1 1AE', 'M', 1)],
    ['B33 8TH', parsed('B33 8TH', 'B', 33)],
    ['CR2 6XH', parsed('CR2 6XH', 'CR', 2)],
    ['DN55 1PT', parsed('DN55 1PT', 'DN', 55)],
    ['W1A 0AX', parsed('W1A 0AX', 'W', 1)],
    ['EC1A 1BB', parsed('EC1A 1BB', 'EC', 1)],
    ['BL0 9AA', parsed('BL0 9AA', 'BL', 0)],
    ['PH41 4QS', parsed('PH41 4QS', 'PH', 41)],
    ['b11aa', parsed('B1 1AA', 'B', 1)],
    ['BA1 1AA', parsed('BA1 1AA', 'BA', 1)],
  ])('%j', (raw, expected) => {
    expect(parsePostcode(raw)).toEqual(expected);
  });

  it.each(['GIR 0AA', 'gir0aa', 'QA1 1AA', 'PA20', '', 'not a postcode'])('%j -> null', (raw) => {
    expect(parsePostcode(raw)).toBeNull();
  });
});

describe('isUndeliverablePostcode and postcodeProblem', () => {
  it.each([
    'BF1 2AY', // BFPO
    'BX1 1LT', // Lloyds
    'BX5 5AT', // HMRC VAT
    'GX11 1AA', // Gibraltar: matches the format regex, despite uk-postcodes.md
    'AB99 1AA',
    'BS98 1TL',
    'BS99 1AA',
    'BT58 1AA',
    'E98 1AA',
    'EC50 1AA',
    'IM99 1AA',
    'M60 1AA',
    'N81 1AA',
    'NE98 1AA',
    'NE99 1AA',
    'SA99 1AA',
    'SW95 1AA',
    'WV98 1AA',
    'WV99 1AA',
  ])('%j is undeliverable', (raw) => {
    const p = parsePostcode(raw);
    expect(p).not.toBeNull();
    expect(p && isUndeliverablePostcode(p)).toBe(true);
    expect(postcodeProblem(raw)).toBe('undeliverable');
  });

  it.each(['GIR 0AA', 'BFPO 1234', 'bfpo 1', 'BFPO57'])('%j is undeliverable', (raw) => {
    expect(postcodeProblem(raw)).toBe('undeliverable');
  });

  it.each([
    'SW1A 1AA',
    'B1 1AA',
    'BS1 4DJ', // BS98/BS99 are non-geographic, BS1 is Bristol
    'M6 0AA', // M60 is non-geographic, M6 is not
    'AB9 1AA',
    'BT5 8AA',
    'EC5 0AA',
    'IM9 9AA',
    'BL0 9AA',
  ])('%j is deliverable', (raw) => {
    const p = parsePostcode(raw);
    expect(p && isUndeliverablePostcode(p)).toBe(false);
    expect(postcodeProblem(raw)).toBeNull();
  });

  it.each(['', 'QA1 1AA', 'ASCN 1ZZ', 'PA20', 'BFPO 12345', 'BFPO'])('%j is invalid', (raw) => {
    expect(postcodeProblem(raw)).toBe('invalid');
  });
});
