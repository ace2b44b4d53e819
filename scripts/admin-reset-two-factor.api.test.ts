import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { auditLog } from '#server/features/audit/audit.tables';
import { createAdminAccountRepo } from '#server/features/admin/admin-account.repo';

/** `npm run admin:reset-two-factor` as an operator runs it, on a stopped shop's embedded database. */
function runReset(dataDir: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin-reset-two-factor.ts'],
      { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

it('turns two-factor sign-in off from the server when the authenticator is lost', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pellets-reset-2fa-'));
  const directory = join(dataDir, 'db');
  const before = openDatabase({ kind: 'pglite', directory });
  await before.migrate();
  const repo = createAdminAccountRepo(before.db);
  const at = new Date();
  await repo.setPendingSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', at);
  await repo.enable('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 1, ['hash'], at);
  await before.close();

  const run = await runReset(dataDir);
  expect(run.output).toContain('Two-factor sign-in is off');
  expect(run.code).toBe(0);

  const after = openDatabase({ kind: 'pglite', directory });
  try {
    const account = await createAdminAccountRepo(after.db).find();
    expect(account?.totpSecret).toBeNull();
    expect(await createAdminAccountRepo(after.db).recoveryCodesLeft()).toBe(0);
    const entries = await after.db.select().from(auditLog);
    expect(entries.map((entry) => [entry.action, entry.actor])).toContainEqual([
      'admin.two_factor_disabled',
      'system',
    ]);
  } finally {
    await after.close();
  }
}, 120_000);
