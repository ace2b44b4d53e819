import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { defaultDeliveryRounds } from './delivery-rounds-seed.ts';
import { deliveryRounds } from '#server/features/delivery-rounds/delivery-rounds.tables';
import { regions } from '#server/features/regions/regions.tables';
import { settings } from '#server/features/settings/settings.tables';

const seedFile = fileURLToPath(new URL('./regions-seed.csv', import.meta.url));

interface SeedRow {
  name: string;
  country: string;
  postcodePrefix: string;
  singlePrice: string;
  bulkPrice: string;
  wholesalePrice: string;
  enabled: string;
}

export function readRegionSeed(): (typeof regions.$inferInsert)[] {
  const rows = parse<SeedRow>(readFileSync(seedFile), { columns: true, bom: true, trim: true });
  return rows.map((row) => ({
    name: row.name,
    country: row.country || 'United Kingdom',
    postcodePrefix: row.postcodePrefix,
    singlePrice: row.singlePrice,
    bulkPrice: row.bulkPrice,
    wholesalePrice: row.wholesalePrice,
    enabled: row.enabled.toLowerCase() === 'true',
  }));
}

export interface SeedOptions {
  customerServiceEmail: string;
  newOrdersEmail: string;
}

/**
 * Seeds regions, their delivery rounds and settings on first start only. "First start" is marked by the
 * settings row, so deleting every region later (an admin action) does not bring them back.
 */
export async function seedOnFirstStart(db: Database, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One seeder at a time, even with several app servers starting together.
    await tx.execute(sql`select pg_advisory_xact_lock(724001)`);
    const [seeded] = await tx
      .select({ id: settings.id })
      .from(settings)
      .where(sql`${settings.key} = 'payments_enabled'`);
    if (seeded) return false;
    const seedRegions = readRegionSeed();
    await tx.insert(regions).values(seedRegions).onConflictDoNothing();
    const rounds = defaultDeliveryRounds(seedRegions);
    if (rounds.length > 0) await tx.insert(deliveryRounds).values(rounds);
    await tx
      .insert(settings)
      .values([
        { key: 'customer_service_email', value: options.customerServiceEmail },
        { key: 'new_orders_email', value: options.newOrdersEmail },
        { key: 'payments_enabled', value: 'false' },
      ])
      .onConflictDoNothing();
    return true;
  });
}
