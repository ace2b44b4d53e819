import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { regionAudit } from '#shared/api/regions-admin';
import { seedOnFirstStart } from '#server/seed/seed';
import { createTestDatabase } from '#test-support/test-database';
import { createAuditLog } from '../audit/audit-log.ts';
import { createRegionDirectory } from './region-directory.ts';
import { createRegionsAdminService } from './regions-admin.service.ts';
import { createRegionsRepo } from './regions.repo.ts';
import { createRegionsService } from './regions.service.ts';

let database: DatabaseHandle;
let admin: ReturnType<typeof createRegionsAdminService>;
let storefront: ReturnType<typeof createRegionsService>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedOnFirstStart(database.db, {
    customerServiceEmail: 'a@b.test',
    newOrdersEmail: 'c@d.test',
  });
  const repo = createRegionsRepo(database.db);
  const now = () => new Date('2026-01-01T00:00:00Z');
  const directory = createRegionDirectory(repo, { ttlMs: 60_000, now, onRefreshError: () => {} });
  admin = createRegionsAdminService({
    db: database.db,
    audit: createAuditLog({ db: database.db, now, areas: [regionAudit] }),
    changed: () => directory.invalidate(),
    now,
  });
  storefront = createRegionsService(directory);
});
afterAll(async () => database.close());

const BACK_OFFICE = { actor: 'admin' } as const;
const HEADER = 'name,country,postcodePrefix,singlePrice,bulkPrice,wholesalePrice,enabled';

describe('regions back office', () => {
  it('exports and re-imports the seeded regions without changing anything', async () => {
    const before = await storefront.listRegions();
    const exported = await admin.exportCsv();
    const result = await admin.importCsv(Buffer.from(exported), BACK_OFFICE);
    expect(result.results).toMatchObject({
      successful: before.length,
      created: 0,
      updated: before.length,
      errors: [],
    });
    expect(await storefront.listRegions()).toEqual(before);
    expect(await admin.exportCsv()).toBe(exported);
  });

  it('applies good rows, skips bad ones, and the storefront sees the change at once', async () => {
    const file = [
      HEADER,
      'Belfast,Northern Ireland,BT,330.00,310.00,300.00,true',
      'Nowhere,England,=1+1,1,1,1,true',
    ].join('\n');
    const result = await admin.importCsv(Buffer.from(file), BACK_OFFICE);
    expect(result.results).toMatchObject({ successful: 1, updated: 1, created: 0 });
    expect(result.results.errors).toEqual([
      { row: 3, message: expect.stringMatching(/may not start/) },
    ]);
    const check = await storefront.checkPostcode('BT1 1AA');
    expect(check.result).toMatchObject({
      valid: true,
      region: { name: 'Belfast', singlePrice: '330.00' },
    });
  });

  it('updates one region and refreshes the postcode index', async () => {
    const doncaster = (await storefront.listRegions()).find((r) => r.name === 'Doncaster');
    const updated = await admin.updatePricing(
      doncaster!.id,
      {
        singlePrice: 29900,
        bulkPrice: 28500,
        wholesalePrice: 27000,
        postcodePrefix: 'DN,HU1',
        enabled: true,
      },
      BACK_OFFICE,
    );
    expect(updated).toMatchObject({ singlePrice: '299.00', postcodePrefix: 'DN,HU1' });
    const hull = await storefront.checkPostcode('HU1 1AA');
    expect(hull.result).toMatchObject({ valid: true, region: { name: 'Doncaster' } });
  });

  it('deletes every region', async () => {
    const { deleted } = await admin.deleteAll(BACK_OFFICE);
    expect(deleted).toBeGreaterThan(100);
    expect(await storefront.listRegions()).toEqual([]);
    expect((await storefront.checkPostcode('DN15 8QA')).status).toBe(400);
  });
});
