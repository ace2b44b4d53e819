import { execFile } from 'node:child_process';
import pg from 'pg';
import { handAuditLogToItsOwner } from './audit-owner.ts';
import { BackupError } from './backup-file.ts';

/**
 * pg_dump and pg_restore (Debian's postgresql-client). The password travels in PGPASSWORD,
 * not on the command line, where any user of the machine could read it with ps.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(
          new BackupError(`${tool} is not installed: apt-get install postgresql-client`),
        );
      }
      reject(new BackupError(`${tool} failed: ${stderr.trim() || error.message}`));
    });
  });
}

/** A consistent snapshot (pg_dump runs in one repeatable-read transaction). */
export async function dumpPostgres(url: string, to: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${to}`, dbname], env);
}

/** pg_restore reads the whole archive's table of contents: a damaged archive fails here. */
export async function checkPostgresArchive(path: string): Promise<void> {
  await runTool('pg_restore', ['--list', path], process.env).catch((error: unknown) => {
    throw new BackupError(
      `The backup's dump is not a readable pg_dump archive; nothing was restored (${String(error)})`,
    );
  });
}

/** Tables outside PostgreSQL's own schemas: the shop's, drizzle's migration journal, any. */
export async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * One transaction: if any statement fails, PostgreSQL rolls the whole restore back and the
 * target is as it was. With replace, the dump's objects are dropped and created anew.
 */
export async function restorePostgres(url: string, archive: string, replace: boolean) {
  const { dbname, env } = toolConnection(url);
  await runTool(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      archive,
    ],
    env,
  );
  // Restored by a superuser, the audit log is re-created as theirs: hand it back to its role.
  await handAuditLogToItsOwner(url);
}
