// UK postcodes: normalise, validate, parse, and match to delivery regions.
// Rules from shared/data/uk-postcodes.md; choices in docs/decisions/003.

/** Royal Mail / BS 7666 format, applied to the normalised form ("SW1A 1AA"). */
/** What a person may type into a postcode box (spec section 9). */
export const POSTCODE_INPUT_MAX_LENGTH = 8;

export const POSTCODE_PATTERN =
  /^(GIR 0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) [0-9][ABD-HJLNP-UW-Z]{2})$/;

const OUTWARD_PATTERN = /^([A-Z]{1,2})([0-9]{1,2})([A-Z]?)$/;
const GIROBANK = 'GIR 0AA';
// "BFPO 1234" addresses are not postcodes, but people type them in the postcode box.
const BFPO_NUMBER_PATTERN = /^BFPO[0-9]{1,4}$/;
// BF: BFPO; BX: non-geographic; GX: Gibraltar, which the format regex lets through.
const UNDELIVERABLE_AREAS = new Set(['BF', 'BX', 'GX']);
// PO boxes and bulk mail: valid postcodes, but nowhere a lorry can deliver to.
const NON_GEOGRAPHIC_DISTRICTS = new Set(
  'AB99 BS98 BS99 BT58 E98 EC50 IM99 M60 N81 NE98 NE99 SA99 SW95 WV98 WV99'.split(' '),
);

/**
 * Upper case, all whitespace and punctuation removed, then one space before the last
 * three characters when 5-7 characters remain (" sw1a-1aa " -> "SW1A 1AA"). Anything else
 * comes back stripped, so it fails validation rather than being guessed at.
 */
export function normalisePostcode(raw: string): string {
  const stripped = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (stripped.length < 5 || stripped.length > 7) return stripped;
  return `${stripped.slice(0, -3)} ${stripped.slice(-3)}`;
}

/** Format check only: a valid postcode may still not exist, or not be deliverable. */
export function isValidPostcode(raw: string): boolean {
  return POSTCODE_PATTERN.test(normalisePostcode(raw));
}

export interface ParsedPostcode {
  /** "SW1A 1AA" */
  normalised: string;
  /** "SW1A": the whole district */
  outward: string;
  /** "1AA" */
  inward: string;
  /** "SW": the letters before the first digit */
  area: string;
  /** Same as outward ("SW1A"); London's split districts keep their letter. */
  district: string;
  /** 1 for SW1A, 41 for PH41, 0 for BL0 */
  districtNumber: number;
}

/** The parts of a valid postcode, or null when invalid or GIR 0AA (which has no area). */
export function parsePostcode(raw: string): ParsedPostcode | null {
  const normalised = normalisePostcode(raw);
  if (normalised === GIROBANK || !POSTCODE_PATTERN.test(normalised)) return null;
  const [outward = '', inward = ''] = normalised.split(' ');
  const match = OUTWARD_PATTERN.exec(outward);
  if (!match) return null;
  const area = match[1] ?? '';
  const districtNumber = Number(match[2]);
  return { normalised, outward, inward, area, district: outward, districtNumber };
}

/** BFPO (BF), BX, Gibraltar (GX) and the non-geographic districts are never delivery addresses. */
export function isUndeliverablePostcode(p: ParsedPostcode): boolean {
  return UNDELIVERABLE_AREAS.has(p.area) || NON_GEOGRAPHIC_DISTRICTS.has(p.outward);
}

/**
 * Why a postcode cannot be delivered to, or null when it can be looked up for a region.
 * GIR 0AA and "BFPO 1234" are recognised and reported as undeliverable, not invalid.
 */
export function postcodeProblem(raw: string): 'invalid' | 'undeliverable' | null {
  const normalised = normalisePostcode(raw);
  if (normalised === GIROBANK || BFPO_NUMBER_PATTERN.test(normalised.replace(' ', ''))) {
    return 'undeliverable';
  }
  const parsed = parsePostcode(normalised);
  if (!parsed) return 'invalid';
  return isUndeliverablePostcode(parsed) ? 'undeliverable' : null;
}

/** "dn, DN15 ,,w1" -> ["DN", "DN15", "W1"]: upper case, whitespace removed, empties dropped. */
export function parsePrefixes(postcodePrefix: string): string[] {
  return postcodePrefix
    .split(',')
    .map((prefix) => prefix.replace(/\s+/g, '').toUpperCase())
    .filter((prefix) => prefix.length > 0);
}

export interface RegionIndex<R> {
  /** Outward codes ("DN15", "W1", "W1A") to region. */
  byDistrict: Map<string, R>;
  /** Areas ("DN", "B") to region. */
  byArea: Map<string, R>;
}

/**
 * Indexes regions by their prefixes in one pass. A prefix of letters only is an area,
 * anything else a district. When two regions claim the same prefix the first one keeps it,
 * so the result does not depend on anything but the order the caller passes in.
 */
export function buildRegionIndex<R extends { postcodePrefix: string }>(
  regions: readonly R[],
): RegionIndex<R> {
  const index: RegionIndex<R> = { byDistrict: new Map(), byArea: new Map() };
  for (const region of regions) {
    for (const prefix of parsePrefixes(region.postcodePrefix)) {
      const map = /^[A-Z]+$/.test(prefix) ? index.byArea : index.byDistrict;
      if (!map.has(prefix)) map.set(prefix, region);
    }
  }
  return index;
}

/**
 * Most specific first: the exact outward code ("W1A"), then its parent district ("W1",
 * for London's split districts), then the area ("W"). Exact comparisons only, so
 * "B" never matches "BA1 1AA".
 */
export function findRegion<R>(index: RegionIndex<R>, postcode: ParsedPostcode): R | undefined {
  return (
    index.byDistrict.get(postcode.outward) ??
    index.byDistrict.get(`${postcode.area}${postcode.districtNumber}`) ??
    index.byArea.get(postcode.area)
  );
}

/** Convenience for one lookup; build the index once with buildRegionIndex for many. */
export function matchRegion<R extends { postcodePrefix: string }>(
  postcode: ParsedPostcode,
  regions: readonly R[],
): R | undefined {
  return findRegion(buildRegionIndex(regions), postcode);
}
