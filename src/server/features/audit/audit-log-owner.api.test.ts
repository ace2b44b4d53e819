import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '#server/db/backup';
import { openDatabase } from '#server/db/client';
import { createEmptyPostgresDatabase, createTestDatabase } from '#test-support/test-database';
import { TEST_BACKUP_KEY } from '#test-support/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;

/** The production guide's SQL, as the administrator runs it once after the shop's first start. */
const guideSql = (shop: string) => `
  DO $$ BEGIN
    CREATE ROLE pellets_audit_owner NOLOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END $$;
  ALTER TABLE audit_log OWNER TO pellets_audit_owner;
  ALTER FUNCTION audit_log_refuse_change() OWNER TO pellets_audit_owner;
  ALTER FUNCTION prune_audit_log(timestamptz) OWNER TO pellets_audit_owner;
  ALTER FUNCTION erase_audit_personal_data(text, text[]) OWNER TO pellets_audit_owner;
  REVOKE ALL ON audit_log FROM PUBLIC, ${shop};
  REVOKE ALL ON SEQUENCE audit_log_id_seq FROM PUBLIC, ${shop};
  GRANT SELECT, INSERT ON audit_log TO ${shop};
  GRANT USAGE, SELECT ON SEQUENCE audit_log_id_seq TO ${shop};`;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The error a statement fails with, or 'done'. */
const outcome = (client: pg.Client, statement: string) =>
  client.query(statement).then(
    () => 'done',
    (error: Error) => error.message,
  );

describe.skipIf(!serverUrl)('the audit log on PostgreSQL, owned apart from the shop', () => {
  const shop = `pellets_shop_${randomBytes(4).toString('hex')}`;
  let database: { url: string; drop: () => Promise<void> };
  let admin: pg.Client;
  let asShop: pg.Client;
  let shopUrl: URL;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(serverUrl!);
    admin = await connect(database.url);
    // The production guide: a login role that is no superuser, in a database it does not own.
    await admin.query(`CREATE ROLE ${shop} LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB`);
    const name = new URL(database.url).pathname.slice(1);
    await admin.query(`GRANT CREATE ON DATABASE ${name} TO ${shop}`);
    await admin.query(`GRANT USAGE, CREATE ON SCHEMA public TO ${shop}`);
    shopUrl = new URL(database.url);
    shopUrl.username = shop;
    // The shop applies its own migrations: the hand-over in 0018 is skipped, not failed.
    const handle = openDatabase({ kind: 'postgres', url: shopUrl.toString(), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    await admin.query(guideSql(shop));
    asShop = await connect(shopUrl.toString());
    await asShop.query(`insert into audit_log (action, actor, at) values
      ('admin.signed_in', 'admin', now() - interval '3 years'),
      ('admin.signed_in', 'admin', now() - interval '2 years'),
      ('admin.signed_out', 'admin', now() - interval '1 day')`);
  });
  afterAll(async () => {
    await asShop?.end();
    await admin?.end();
    await database?.drop();
    const cleanup = await connect(serverUrl!);
    await cleanup.query(`DROP ROLE IF EXISTS ${shop}`).finally(() => cleanup.end());
  });

  it('lets the shop add entries and read them', async () => {
    expect(
      await outcome(
        asShop,
        `insert into audit_log (action, actor) values ('admin.signed_in', 'admin')`,
      ),
    ).toBe('done');
    const { rows } = await asShop.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(rows[0]?.n).toBe(4);
  });

  it('refuses the shop any change, removal, or way round the trigger', async () => {
    for (const statement of [
      `update audit_log set action = 'admin.signed_out'`,
      'delete from audit_log',
      'truncate audit_log',
      'alter table audit_log disable trigger all',
      'alter table audit_log disable trigger audit_log_no_update_or_delete',
      'drop table audit_log',
      'alter table audit_log owner to current_user',
      `create or replace function audit_log_refuse_change() returns trigger language plpgsql
        as $$ begin return old; end $$`,
    ]) {
      expect(await outcome(asShop, statement), statement).toMatch(
        /permission denied|must be owner|append-only/,
      );
    }
    await asShop.query('begin');
    await asShop.query(`set local pellets.audit_prune_before = '2000-01-01'`);
    expect(await outcome(asShop, 'delete from audit_log')).toMatch(/permission denied/);
    await asShop.query('rollback');
    const { rows } = await admin.query<{ owner: string }>(
      `select tableowner as owner from pg_tables where tablename = 'audit_log'`,
    );
    expect(rows[0]?.owner).toBe('pellets_audit_owner');
  });

  it('prunes only entries older than a cutoff at least a year back', async () => {
    expect(await outcome(asShop, `select prune_audit_log(now() - interval '11 months')`)).toMatch(
      /kept for a year/,
    );
    const pruned = await asShop.query<{ removed: string }>(
      `select prune_audit_log(now() - interval '30 months') as removed`,
    );
    expect(Number(pruned.rows[0]?.removed)).toBe(1);
    const { rows } = await asShop.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(rows[0]?.n).toBe(3);
    // After the function, deletes are refused again in the same session.
    expect(await outcome(asShop, 'delete from audit_log')).toMatch(/permission denied/);
  });

  it("lets the shop overwrite a person's details, and nothing else, only through the eraser", async () => {
    await asShop.query(`insert into audit_log (action, actor, entity_type, entity_id, after)
      values ('customer.registered', 'visitor', 'customer', '4242',
        '{"email": "vic@example.com", "phone": "07700 900777", "vatRate": 20}')`);
    const erased = await asShop.query<{ n: string }>(
      `select erase_audit_personal_data('customer', array['4242']) as n`,
    );
    expect(Number(erased.rows[0]?.n)).toBe(1);
    const { rows } = await asShop.query<{ after: unknown }>(
      `select after from audit_log where entity_id = '4242'`,
    );
    expect(rows).toEqual([
      { after: { email: '[personal data]', phone: '[personal data]', vatRate: 20 } },
    ]);
    await asShop.query('begin');
    await asShop.query(`set local pellets.audit_erase_personal = 'on'`);
    expect(
      await outcome(asShop, `update audit_log set after = '{}' where entity_id = '4242'`),
    ).toMatch(/permission denied/);
    await asShop.query('rollback');
    // Even the log's owner may only write the eraser's own result while it runs.
    await admin.query('begin');
    await admin.query(`set local pellets.audit_erase_personal = 'on'`);
    expect(
      await outcome(
        admin,
        `update audit_log set action = 'admin.signed_in' where entity_id = '4242'`,
      ),
    ).toMatch(/append-only/);
    await admin.query('rollback');
  });

  it("still lets the shop's own backup read the audit log", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pellets-audit-owner-')), 'shop.backup');
    await backupDatabase({ kind: 'postgres', url: shopUrl.toString() }, file, new Date(), {
      key: TEST_BACKUP_KEY,
    });
  });
});

describe.skipIf(!serverUrl)('migrations run by a superuser', () => {
  it('hand the audit log to its own role, which nobody signs in as', async () => {
    const database = await createTestDatabase();
    try {
      const client = await connect(database.url!);
      try {
        const { rows } = await client.query<{ owner: string; login: boolean; prune: string }>(
          `select t.tableowner as owner, r.rolcanlogin as login,
             (select pg_get_userbyid(proowner) from pg_proc where proname = 'prune_audit_log') as prune
           from pg_tables t join pg_roles r on r.rolname = t.tableowner
           where t.tablename = 'audit_log'`,
        );
        expect(rows[0]).toEqual({
          owner: 'pellets_audit_owner',
          login: false,
          prune: 'pellets_audit_owner',
        });
      } finally {
        await client.end();
      }
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!serverUrl)('a restore by a superuser', () => {
  it('hands the re-created audit log back to its own role, replacing or not', async () => {
    const source = await createTestDatabase();
    const target = await createEmptyPostgresDatabase(serverUrl!);
    const file = join(mkdtempSync(join(tmpdir(), 'pellets-audit-owner-')), 'shop.backup');
    const owner = async () => {
      const client = await connect(target.url);
      try {
        const { rows } = await client.query<{ owner: string }>(
          `select tableowner as owner from pg_tables where tablename = 'audit_log'`,
        );
        return rows[0]?.owner;
      } finally {
        await client.end();
      }
    };
    try {
      await backupDatabase({ kind: 'postgres', url: source.url! }, file, new Date(), {
        key: TEST_BACKUP_KEY,
      });
      await restoreDatabase({ kind: 'postgres', url: target.url }, file, {
        replace: false,
        key: TEST_BACKUP_KEY,
      });
      expect(await owner()).toBe('pellets_audit_owner');
      await restoreDatabase({ kind: 'postgres', url: target.url }, file, {
        replace: true,
        key: TEST_BACKUP_KEY,
      });
      expect(await owner()).toBe('pellets_audit_owner');
    } finally {
      await source.close();
      await target.drop();
    }
  });
});
