// GET /api/admin/audit with 200,000 entries on the embedded database (PGlite): p50/p95 over a
// few hundred pages, unfiltered and filtered by area, action, who and record number, one
// request at a time over real HTTP. Target: p95 < 50 ms.
// Run: node --import tsx scripts/bench/audit-log.ts
import { sql } from 'drizzle-orm';
import { adminAudit } from '#shared/api/admin-auth';
import { customerAudit } from '#shared/api/customers';
import { orderAudit } from '#shared/api/orders-admin';
import { settingsAudit } from '#shared/api/settings';
import type { Database } from '#server/db/client';
import { measureSequential, withAdminBenchShop } from './admin-bench-app.ts';

const ENTRIES = 200_000;
const REQUESTS = 300;
const TARGET_P95_MS = 50;

/** A year of entries, a few seconds apart; the filtered areas' actions, most of them order changes. */
async function seedEntries(db: Database): Promise<void> {
  const names = [adminAudit, customerAudit, orderAudit, settingsAudit].flatMap((area) =>
    Object.keys(area.actions),
  );
  const actions = sql.raw(`array[${names.map((a) => `'${a}'`).join(',')}]`);
  await db.execute(sql`
    insert into audit_log (at, action, actor, session_id, ip, entity_type, entity_id, before, after)
    select now() - (${ENTRIES} - i) * interval '150 seconds',
      case when i % 3 = 0 then 'order.status_changed'
        else (${actions})[1 + i % ${names.length}] end,
      (array['admin', 'customer', 'visitor', 'provider'])[1 + i % 4],
      md5(i::text), '203.0.113.' || (i % 250), 'order', (i % 20000)::text,
      jsonb_build_object('status', 'pending'), jsonb_build_object('status', 'confirmed')
    from generate_series(1, ${ENTRIES}) as i`);
}

/** Mostly the first pages; filters by area, action, who and record; now and then a deep page. */
function auditUrls(): string[] {
  const filters = [
    '',
    '&area=order',
    '&area=settings',
    '&action=admin.sign_in_failed',
    '&actor=admin',
    '&area=customer&actor=visitor',
    '&entityId=1234',
  ];
  return Array.from({ length: REQUESTS }, (_, i) => {
    const page = i % 20 === 7 ? 50 + ((i * 37) % 450) : 1 + (i % 3);
    return `/api/admin/audit?page=${page}&pageSize=${[10, 25, 50][i % 3]}${filters[i % filters.length]}`;
  });
}

export function benchAuditLog() {
  return withAdminBenchShop(seedEntries, async ({ base, cookie, seedSeconds }) => {
    const urls = auditUrls();
    await measureSequential(base, cookie, urls.slice(0, 40)); // warm up
    const result = await measureSequential(base, cookie, urls);
    return {
      benchmark: `Audit log on PGlite: ${ENTRIES} entries (sequential requests, filters + page)`,
      seedSeconds,
      'GET /api/admin/audit': result,
      target: `p95 < ${TARGET_P95_MS} ms`,
      met: result.p95Ms < TARGET_P95_MS,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchAuditLog(), null, 2));
}
