import { buildRegionIndex, type RegionIndex } from '#domain/postcode';
import type { Region } from '#shared/schemas/regions';
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

interface Snapshot {
  list: Region[];
  index: RegionIndex<Region>;
  loadedAt: number;
}

/**
 * The regions and their postcode index, held in memory so a postcode lookup costs no query.
 * A change made through this process invalidates it at once; the short time-to-live picks up
 * changes made by other app servers sharing the database.
 */
export function createRegionDirectory(
  repo: Pick<RegionsRepo, 'listAll'>,
  options: { ttlMs: number; now: () => Date; onRefreshError: (error: unknown) => void },
) {
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  // Bumped on every change, so a load that started before the change is never kept.
  let generation = 0;

  function refresh(): Promise<Snapshot> {
    const startedAt = generation;
    loading ??= repo
      .listAll()
      .then((rows) => {
        const list = rows.map(toRegion);
        const next = { list, index: buildRegionIndex(list), loadedAt: options.now().getTime() };
        if (startedAt === generation) snapshot = next;
        return next;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  async function current(): Promise<Snapshot> {
    if (!snapshot) return refresh();
    if (options.now().getTime() - snapshot.loadedAt >= options.ttlMs) {
      // A stale snapshot keeps answering while the refresh runs.
      refresh().catch(options.onRefreshError);
    }
    return snapshot;
  }

  return {
    current,
    invalidate: (): void => {
      generation += 1;
      snapshot = null;
      loading = null;
    },
  };
}

export type RegionDirectory = ReturnType<typeof createRegionDirectory>;
