// The back office's region filter: by name, country or postcode.
import { parsePrefixes } from './postcode.ts';
import { countryOf } from './region-groups.ts';

interface FilterableRegion {
  name: string;
  country: string;
  postcodePrefix: string;
}

const FULL_POSTCODE_INWARD = /^\d[A-Z]{2}$/;

/**
 * Whether a region's prefix answers a typed code: the prefix starts with it ("D" finds DN and
 * DE), or the code lies inside the prefix: "DN15" inside area DN (never "BA1" inside B), and a
 * whole postcode "DN158QA" inside district DN15 (never "DN15" inside district DN1).
 */
function prefixMatches(prefix: string, code: string): boolean {
  if (prefix.startsWith(code)) return true;
  if (!code.startsWith(prefix)) return false;
  const rest = code.slice(prefix.length);
  const prefixIsArea = !/\d/.test(prefix);
  return prefixIsArea ? /^\d/.test(rest) : FULL_POSTCODE_INWARD.test(rest);
}

/** The regions whose name or country contains the query, or whose postcode prefix matches it. */
export function filterRegions<R extends FilterableRegion>(
  regions: readonly R[],
  query: string,
): R[] {
  const text = query.trim().toLowerCase();
  if (text === '') return [...regions];
  const code = query.replace(/\s+/g, '').toUpperCase();
  return regions.filter(
    (region) =>
      region.name.toLowerCase().includes(text) ||
      countryOf(region).toLowerCase().includes(text) ||
      parsePrefixes(region.postcodePrefix).some((prefix) => prefixMatches(prefix, code)),
  );
}
