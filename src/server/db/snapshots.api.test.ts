import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBackupFile } from './backup-file.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { snapshotDaily } from './snapshots.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = openDatabase({ kind: 'pglite', directory: null });
  await database.migrate();
});
afterAll(async () => database.close());

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 3, 0, 0));

describe('snapshotDaily', () => {
  it('writes one verified snapshot a day and keeps the newest seven', async () => {
    const directory = join(mkdtempSync(join(tmpdir(), 'pellets-snapshots-')), 'backups');
    const dumpDataDir = database.dumpDataDir;
    if (!dumpDataDir) throw new Error('PGlite can dump its data');
    const first = await snapshotDaily({ dumpDataDir, directory, now: day(1) });
    expect(first).toBe(join(directory, 'snapshot-2026-01-01.backup'));
    expect((await verifyBackupFile(first ?? '')).kind).toBe('pglite');
    // Later the same day: today's is there already.
    expect(await snapshotDaily({ dumpDataDir, directory, now: day(1) })).toBeNull();
    for (let n = 2; n <= 9; n += 1) await snapshotDaily({ dumpDataDir, directory, now: day(n) });
    expect(readdirSync(directory).sort()).toEqual(
      [3, 4, 5, 6, 7, 8, 9].map((n) => `snapshot-2026-01-0${n}.backup`),
    );
  });
});
