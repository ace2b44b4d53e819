import { asc } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { regions } from '#server/db/schema';

export type RegionRow = typeof regions.$inferSelect;

export function createRegionsRepo(db: Database) {
  return {
    listAll(): Promise<RegionRow[]> {
      return db.select().from(regions).orderBy(asc(regions.name));
    },
  };
}

export type RegionsRepo = ReturnType<typeof createRegionsRepo>;
