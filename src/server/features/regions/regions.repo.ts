import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { regions } from './regions.tables.ts';

export type RegionRow = typeof regions.$inferSelect;
export type RegionValues = Omit<typeof regions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function createRegionsRepo(db: Database) {
  return {
    listAll(): Promise<RegionRow[]> {
      return db.select().from(regions).orderBy(asc(regions.name));
    },

    /** The region, locked until the transaction ends, so its audit entry's "before" holds. */
    async lockById(id: number): Promise<RegionRow | null> {
      const [row] = await db.select().from(regions).where(eq(regions.id, id)).for('update');
      return row ?? null;
    },

    async update(id: number, values: Partial<RegionValues>, now: Date): Promise<RegionRow | null> {
      const [row] = await db
        .update(regions)
        .set({ ...values, updatedAt: now })
        .where(eq(regions.id, id))
        .returning();
      return row ?? null;
    },

    /** Creates or updates each region by name in one statement; counts what was created. */
    async upsertByName(
      rows: RegionValues[],
      now: Date,
    ): Promise<{ created: number; updated: number }> {
      if (rows.length === 0) return { created: 0, updated: 0 };
      const results = await db
        .insert(regions)
        .values(rows.map((row) => ({ ...row, updatedAt: now })))
        .onConflictDoUpdate({
          target: regions.name,
          set: {
            country: sql`excluded.country`,
            postcodePrefix: sql`excluded.postcode_prefix`,
            singlePrice: sql`excluded.single_price`,
            bulkPrice: sql`excluded.bulk_price`,
            wholesalePrice: sql`excluded.wholesale_price`,
            enabled: sql`excluded.enabled`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        // xmax is 0 only on a freshly inserted row version.
        .returning({ created: sql<boolean>`(xmax = 0)` });
      const created = results.filter((r) => r.created).length;
      return { created, updated: results.length - created };
    },

    async deleteAll(): Promise<number> {
      const deleted = await db.delete(regions).returning({ id: regions.id });
      return deleted.length;
    },
  };
}

export type RegionsRepo = ReturnType<typeof createRegionsRepo>;
