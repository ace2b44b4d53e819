import { readFile } from 'node:fs/promises';
import pg from 'pg';

const HAND_OVER = new URL('./migrations/0018_audit_log_owner.sql', import.meta.url);
const PERSONAL_DATA_ERASER = new URL(
  './migrations/0028_erasure_leaves_no_personal_data.sql',
  import.meta.url,
);

/** The statement of a migration that holds `marker` (a DO block). */
async function statementOf(file: URL, marker: string): Promise<string> {
  const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
  const found = statements.find((statement) => statement.includes(marker));
  if (!found) throw new Error(`${file.pathname} has no statement with ${marker}`);
  return found;
}

/**
 * A restore re-creates the audit log owned by whoever restored it. This hands it back to its
 * own role with migration 0018's own statement (one copy of the rule), then gives it migration
 * 0027's eraser of personal data, owned by the same role. Only a superuser can; for anyone else
 * PostgreSQL answers a notice and nothing changes. Answers whether the audit log now belongs
 * to its own role.
 */
export async function handAuditLogToItsOwner(url: string): Promise<boolean> {
  const handOver = await statementOf(HAND_OVER, 'DO $$');
  const eraser = await statementOf(PERSONAL_DATA_ERASER, 'DO $migration$');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(handOver);
    await client.query(eraser);
    const { rows } = await client.query<{ owner: string }>(
      `select tableowner as owner from pg_tables
       where schemaname = 'public' and tablename = 'audit_log'`,
    );
    return rows[0]?.owner === 'pellets_audit_owner';
  } finally {
    await client.end();
  }
}
