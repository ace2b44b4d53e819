import { penceToPounds } from '#domain/money';
import type { RegionImportResult, RegionPricingUpdate } from '#shared/schemas/admin-regions';
import type { Region } from '#shared/schemas/regions';
import { AppError } from '#server/http/app-error';
import { parseRegionCsv, serializeRegionCsv } from './region-csv.ts';
import { toRegion } from './region-directory.ts';
import type { RegionsRepo } from './regions.repo.ts';

/**
 * The back office's changes to regions; after each one commits, `changed` refreshes the
 * storefront's region index here and on every other app server.
 */
export function createRegionsAdminService(deps: {
  repo: RegionsRepo;
  changed: () => void;
  now: () => Date;
}) {
  const { repo, changed, now } = deps;

  return {
    async updatePricing(id: number, update: RegionPricingUpdate): Promise<Region> {
      const row = await repo.update(
        id,
        {
          singlePrice: penceToPounds(update.singlePrice),
          bulkPrice: penceToPounds(update.bulkPrice),
          wholesalePrice: penceToPounds(update.wholesalePrice),
          ...(update.postcodePrefix !== undefined && { postcodePrefix: update.postcodePrefix }),
          ...(update.country !== undefined && { country: update.country }),
          ...(update.enabled !== undefined && { enabled: update.enabled }),
        },
        now(),
      );
      if (!row) throw new AppError('not_found', 'Region not found');
      changed();
      return toRegion(row);
    },

    async exportCsv(): Promise<string> {
      return serializeRegionCsv((await repo.listAll()).map(toRegion));
    },

    /** Good rows are created or updated by name in one statement; bad rows are reported. */
    async importCsv(csv: Buffer): Promise<RegionImportResult> {
      const { rows, errors } = parseRegionCsv(csv);
      const { created, updated } = await repo.upsertByName(
        rows.map((row) => ({
          name: row.name,
          country: row.country,
          postcodePrefix: row.postcodePrefix,
          singlePrice: penceToPounds(row.singlePricePence),
          bulkPrice: penceToPounds(row.bulkPricePence),
          wholesalePrice: penceToPounds(row.wholesalePricePence),
          enabled: row.enabled,
        })),
        now(),
      );
      changed();
      const successful = created + updated;
      const message =
        errors.length > 0
          ? `Imported ${successful} regions; ${errors.length} rows had errors and were skipped`
          : `Imported ${successful} regions`;
      return { message, results: { successful, created, updated, errors } };
    },

    async deleteAll(): Promise<{ message: string; deleted: number }> {
      const deleted = await repo.deleteAll();
      changed();
      return { message: `Deleted ${deleted} regions`, deleted };
    },
  };
}

export type RegionsAdminService = ReturnType<typeof createRegionsAdminService>;
