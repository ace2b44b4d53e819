import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBackupFile } from './backup-file.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { createTestApp, TEST_BACKUP_KEY } from '#test-support/test-app';
import { snapshotDaily, snapshotName } from './snapshots.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = openDatabase({ kind: 'pglite', directory: null });
  await database.migrate();
});
afterAll(async () => database.close());

const backupKey = TEST_BACKUP_KEY;
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 3, 0, 0));

describe('snapshotDaily', () => {
  it('writes one verified snapshot a day and keeps the newest seven', async () => {
    const directory = join(mkdtempSync(join(tmpdir(), 'pellets-snapshots-')), 'backups');
    const dumpDataDir = database.dumpDataDir;
    if (!dumpDataDir) throw new Error('PGlite can dump its data');
    const first = await snapshotDaily({ dumpDataDir, directory, backupKey, now: day(1) });
    expect(first).toBe(join(directory, 'snapshot-2026-01-01.backup'));
    expect((await verifyBackupFile(first ?? '', { key: backupKey })).kind).toBe('pglite');
    // Later the same day: today's is there already.
    expect(await snapshotDaily({ dumpDataDir, directory, backupKey, now: day(1) })).toBeNull();
    for (let n = 2; n <= 9; n += 1)
      await snapshotDaily({ dumpDataDir, directory, backupKey, now: day(n) });
    expect(readdirSync(directory).sort()).toEqual(
      [3, 4, 5, 6, 7, 8, 9].map((n) => `snapshot-2026-01-0${n}.backup`),
    );
  });
});

describe('the daily snapshot job', () => {
  it("is one of the shop's scheduled jobs on the embedded database, and none on PostgreSQL", async () => {
    const directory = join(mkdtempSync(join(tmpdir(), 'pellets-snapshots-')), 'backups');
    const shop = await createTestApp({ snapshotsDir: directory });
    try {
      const ran = await shop.jobs.runDue();
      if (shop.database.kind === 'pglite') {
        expect(ran).toContain('embedded-snapshot');
        const written = readdirSync(directory);
        expect(written).toEqual([snapshotName(new Date())]);
        expect(
          (await verifyBackupFile(join(directory, written[0]!), { key: backupKey })).kind,
        ).toBe('pglite');
      } else {
        expect(ran).not.toContain('embedded-snapshot');
      }
      expect(await shop.jobs.runDue()).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});
