import { readFile } from 'node:fs/promises';
import pg from 'pg';

const HAND_OVER = new URL('./migrations/0018_audit_log_owner.sql', import.meta.url);

/**
 * A restore re-creates the audit log owned by whoever restored it. This hands it back to its
 * own role with migration 0018's own statement (one copy of the rule). Only a superuser can;
 * for anyone else PostgreSQL answers a notice and nothing changes. Answers whether the audit
 * log now belongs to its own role.
 */
export async function handAuditLogToItsOwner(url: string): Promise<boolean> {
  const statements = (await readFile(HAND_OVER, 'utf8')).split('--> statement-breakpoint');
  const handOver = statements.find((statement) => statement.includes('DO $$'));
  if (!handOver) throw new Error('migration 0018 has no hand-over statement');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(handOver);
    const { rows } = await client.query<{ owner: string }>(
      `select tableowner as owner from pg_tables
       where schemaname = 'public' and tablename = 'audit_log'`,
    );
    return rows[0]?.owner === 'pellets_audit_owner';
  } finally {
    await client.end();
  }
}
