import { buildRegionIndex, type RegionIndex } from '#domain/postcode';
import type { Region } from '#shared/schemas/regions';
import {
  createRefreshingCache,
  type RefreshingCache,
  type RefreshingCacheOptions,
} from '#server/lib/refreshing-cache';
import type { RegionRow, RegionsRepo } from './regions.repo.ts';

export function toRegion(row: RegionRow): Region {
  return {
    id: row.id,
    name: row.name,
    country: row.country || 'United Kingdom',
    postcodePrefix: row.postcodePrefix,
    singlePrice: row.singlePrice,
    bulkPrice: row.bulkPrice,
    wholesalePrice: row.wholesalePrice,
    enabled: row.enabled,
  };
}

/**
 * The regions and their postcode index, held in memory so a postcode lookup costs no query.
 */
export function createRegionDirectory(
  repo: Pick<RegionsRepo, 'listAll'>,
  options: RefreshingCacheOptions,
): RefreshingCache<{ list: Region[]; index: RegionIndex<Region> }> {
  return createRefreshingCache(async () => {
    const list = (await repo.listAll()).map(toRegion);
    return { list, index: buildRegionIndex(list) };
  }, options);
}

export type RegionDirectory = ReturnType<typeof createRegionDirectory>;
