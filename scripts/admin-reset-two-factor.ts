// npm run admin:reset-two-factor: the way back from a lost authenticator app. Turns two-factor
// sign-in off (secret and recovery codes deleted), ends every back-office session and records
// it in the audit log; the admin password alone then signs in, and two-factor sign-in can be set
// up again from Settings. On the embedded database (DATA_DIR/db) stop the shop first; with
// DATABASE_URL it may run while the shop does.
import { resolve } from 'node:path';
import { openDatabase } from '#server/db/client';
import { lockEmbeddedDatabase } from '#server/db/embedded-lock';
import { parseEnv } from '#server/env';
import { resetAdminTwoFactor } from '#server/features/admin/admin-two-factor-reset';

async function main(): Promise<void> {
  const env = parseEnv();
  const directory = resolve(env.DATA_DIR, 'db');
  const lock = env.DATABASE_URL ? null : lockEmbeddedDatabase(directory);
  const database = openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', directory },
  );
  try {
    const wasOn = await resetAdminTwoFactor(database.db, new Date());
    console.log(
      wasOn
        ? 'Two-factor sign-in is off and every back-office session has ended: sign in with the admin password, then set it up again in Settings.'
        : 'Two-factor sign-in was not on; every back-office session has ended.',
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
