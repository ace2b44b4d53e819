import type { Region } from './schemas/regions.ts';
import { REGION_PAGE } from './storefront-pages.ts';

/** A region's name as an address part: "West Central London" → "west-central-london". */
export function regionSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The address of a region's own page. */
export const regionPagePath = (region: Pick<Region, 'name'>): `/${string}` =>
  `${REGION_PAGE.pathPrefix}${regionSlug(region.name)}`;

/** The region whose page this slug names, or null. */
export function regionBySlug<R extends Pick<Region, 'name'>>(
  regions: readonly R[],
  slug: string,
): R | null {
  return regions.find((region) => regionSlug(region.name) === slug) ?? null;
}
