import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test-support/test-database';
import type { DatabaseHandle } from '#server/db/client';
import { deliveryRounds } from '#server/features/delivery-rounds/delivery-rounds.tables';
import { regions } from '#server/features/regions/regions.tables';
import { settings } from '#server/features/settings/settings.tables';
import { readRegionSeed, seedOnFirstStart } from './seed.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const options = { customerServiceEmail: 'help@shop.test', newOrdersEmail: 'orders@shop.test' };

describe('seedOnFirstStart', () => {
  it('seeds one region per postcode area and the three settings, once', async () => {
    expect(await seedOnFirstStart(database.db, options)).toBe(true);
    const seeded = await database.db.select().from(regions);
    const fromCsv = readRegionSeed();
    expect(seeded).toHaveLength(fromCsv.length);
    expect(new Set(seeded.map((r) => r.postcodePrefix)).size).toBe(fromCsv.length);
    expect(seeded.find((r) => r.name === 'Belfast')?.enabled).toBe(false);
    // A round for each enabled region, so a new shop can take bookings at once.
    const rounds = await database.db.select().from(deliveryRounds);
    expect(rounds.map((r) => r.name).sort()).toEqual(
      seeded
        .filter((r) => r.enabled)
        .map((r) => r.name)
        .sort(),
    );

    const rows = await database.db.select().from(settings);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual({
      customer_service_email: 'help@shop.test',
      new_orders_email: 'orders@shop.test',
      payments_enabled: 'false',
    });
  });

  it('does not seed again, even after every region was deleted', async () => {
    await database.db.delete(regions);
    expect(await seedOnFirstStart(database.db, options)).toBe(false);
    expect(await database.db.select().from(regions)).toHaveLength(0);
  });

  it('gives a shop that was running before rounds existed none: its business plans its own', async () => {
    const upgraded = await createTestDatabase();
    try {
      await upgraded.db.insert(settings).values({ key: 'payments_enabled', value: 'true' });
      expect(await seedOnFirstStart(upgraded.db, options)).toBe(false);
      expect(await upgraded.db.select().from(deliveryRounds)).toEqual([]);
    } finally {
      await upgraded.close();
    }
  });
});
