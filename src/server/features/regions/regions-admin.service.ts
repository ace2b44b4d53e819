import { penceToPounds } from '#domain/money';
import type { RegionImportResult, RegionPricingUpdate } from '#shared/schemas/admin-regions';
import type { Region } from '#shared/schemas/regions';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { parseRegionCsv, serializeRegionCsv } from './region-csv.ts';
import { toRegion } from './region-directory.ts';
import { createRegionsRepo, type RegionRow, type RegionValues } from './regions.repo.ts';

/** A region as the audit log compares it: its prices as stored (pounds, two decimals). */
const auditValues = (row: RegionValues) => ({
  name: row.name,
  country: row.country,
  postcodePrefix: row.postcodePrefix,
  singlePrice: row.singlePrice,
  bulkPrice: row.bulkPrice,
  wholesalePrice: row.wholesalePrice,
  enabled: row.enabled,
});

const notFound = () => new AppError('not_found', 'Region not found');

/**
 * The back office's changes to regions, each written with its audit entry in one transaction;
 * after each one commits, `changed` refreshes the storefront's region index here and on every
 * other app server.
 */
export function createRegionsAdminService(deps: {
  db: Database;
  audit: Pick<AuditLog, 'record' | 'recordChange'>;
  changed: () => void;
  now: () => Date;
}) {
  const { db, audit, changed, now } = deps;

  return {
    async updatePricing(
      id: number,
      update: RegionPricingUpdate,
      source: AuditSource,
    ): Promise<Region> {
      const row = await db.transaction(async (tx) => {
        const repo = createRegionsRepo(tx);
        const before = await repo.lockById(id);
        if (!before) throw notFound();
        const after = await repo.update(
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
        if (!after) throw notFound();
        await audit.recordChange(tx, {
          action: 'region.updated',
          ...source,
          entity: { type: 'region', id },
          before: auditValues(before),
          after: auditValues(after),
        });
        return after;
      });
      changed();
      return toRegion(row);
    },

    async exportCsv(): Promise<string> {
      return serializeRegionCsv((await createRegionsRepo(db).listAll()).map(toRegion));
    },

    /** Good rows are created or updated by name in one statement; bad rows are reported. */
    async importCsv(csv: Buffer, source: AuditSource): Promise<RegionImportResult> {
      const { rows, errors } = parseRegionCsv(csv);
      const values: RegionValues[] = rows.map((row) => ({
        name: row.name,
        country: row.country,
        postcodePrefix: row.postcodePrefix,
        singlePrice: penceToPounds(row.singlePricePence),
        bulkPrice: penceToPounds(row.bulkPricePence),
        wholesalePrice: penceToPounds(row.wholesalePricePence),
        enabled: row.enabled,
      }));
      const { created, updated } = await db.transaction(async (tx) => {
        const repo = createRegionsRepo(tx);
        const names = new Set(values.map((row) => row.name));
        const replaced = (await repo.listAll()).filter((row: RegionRow) => names.has(row.name));
        const counts = await repo.upsertByName(values, now());
        await audit.record(tx, {
          action: 'region.imported',
          ...source,
          before: { regions: replaced.map(auditValues) },
          after: { ...counts, regions: values.map(auditValues) },
        });
        return counts;
      });
      changed();
      const successful = created + updated;
      const message =
        errors.length > 0
          ? `Imported ${successful} regions; ${errors.length} rows had errors and were skipped`
          : `Imported ${successful} regions`;
      return { message, results: { successful, created, updated, errors } };
    },

    async deleteAll(source: AuditSource): Promise<{ message: string; deleted: number }> {
      const deleted = await db.transaction(async (tx) => {
        const repo = createRegionsRepo(tx);
        const before = await repo.listAll();
        const count = await repo.deleteAll();
        await audit.record(tx, {
          action: 'region.deleted_all',
          ...source,
          before: { regions: before.map(auditValues) },
          after: { regions: [] },
        });
        return count;
      });
      changed();
      return { message: `Deleted ${deleted} regions`, deleted };
    },
  };
}

export type RegionsAdminService = ReturnType<typeof createRegionsAdminService>;
