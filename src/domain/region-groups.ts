// Regions by country, as the coverage page and the back office list them.

/** Countries listed first, in this order; any other country follows alphabetically. */
export const COUNTRY_ORDER = ['England', 'Wales', 'Scotland', 'Northern Ireland'] as const;

/** Spec section 3: a region with no country is treated as being in the United Kingdom. */
export const DEFAULT_COUNTRY = 'United Kingdom';

interface GroupableRegion {
  name: string;
  country: string;
  enabled: boolean;
}

export interface CountryGroup<R extends GroupableRegion> {
  country: string;
  /** Sorted by name. */
  regions: R[];
  enabledCount: number;
  total: number;
}

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

export function countryOf(region: { country: string }): string {
  const country = region.country.trim();
  return country === '' ? DEFAULT_COUNTRY : country;
}

function countryRank(country: string): number {
  const index = (COUNTRY_ORDER as readonly string[]).indexOf(country);
  return index === -1 ? COUNTRY_ORDER.length : index;
}

function compareCountries(a: string, b: string): number {
  return countryRank(a) - countryRank(b) || collator.compare(a, b);
}

/**
 * The coverage page's grouping: regions by country (England, Wales, Scotland, Northern
 * Ireland, then the rest alphabetically), each group sorted by region name and counted.
 */
export function groupRegionsByCountry<R extends GroupableRegion>(
  regions: readonly R[],
): CountryGroup<R>[] {
  const byCountry = new Map<string, R[]>();
  for (const region of regions) {
    const country = countryOf(region);
    const list = byCountry.get(country);
    if (list) list.push(region);
    else byCountry.set(country, [region]);
  }
  return [...byCountry.entries()]
    .sort(([a], [b]) => compareCountries(a, b))
    .map(([country, list]) => ({
      country,
      regions: list.sort((a, b) => collator.compare(a.name, b.name)),
      enabledCount: list.filter((region) => region.enabled).length,
      total: list.length,
    }));
}
