// GET /api/admin/audit with 200,000 entries on the embedded database (PGlite): p50/p95 over a
// few hundred pages, unfiltered and filtered by area, action, who and record number, one
// request at a time over real HTTP. Target: p95 < 50 ms.
// Run: node --import tsx scripts/bench/audit-log.ts
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '#shared/schemas/audit';
import { buildApp } from '#server/app';
import { openDatabase, type Database } from '#server/db/client';
import { seedOnFirstStart } from '#server/db/seed';
import { createMailer } from '#server/features/mail/mailer';
import { hashPassword } from '#server/security/password';

const ENTRIES = 200_000;
const REQUESTS = 300;
const TARGET_P95_MS = 50;
const PASSWORD = 'benchmark admin password';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** A year of entries, a few seconds apart; every action, most of them order changes. */
async function seedEntries(db: Database): Promise<void> {
  const actions = sql.raw(`array[${AUDIT_ACTIONS.map((a) => `'${a}'`).join(',')}]`);
  await db.execute(sql`
    insert into audit_log (at, action, actor, session_id, ip, entity_type, entity_id, before, after)
    select now() - (${ENTRIES} - i) * interval '150 seconds',
      case when i % 3 = 0 then 'order.status_changed'
        else (${actions})[1 + i % ${AUDIT_ACTIONS.length}] end,
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

async function measure(base: string, cookie: string, urls: string[]) {
  const timed: { ms: number; url: string }[] = [];
  let failures = 0;
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(base + url, { headers: { cookie } });
    await response.text();
    timed.push({ ms: performance.now() - started, url });
    if (!response.ok) failures += 1;
  }
  const times = timed.map((t) => t.ms).sort((a, b) => a - b);
  return {
    requests: times.length,
    failures,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times.at(-1) ?? NaN),
    // BENCH_VERBOSE=1 names the slowest requests.
    ...(process.env.BENCH_VERBOSE
      ? {
          slowest: timed
            .sort((a, b) => b.ms - a.ms)
            .slice(0, 15)
            .map((t) => `${round(t.ms)} ms ${t.url}`),
        }
      : {}),
  };
}

export async function benchAuditLog() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pellets-audit-bench-'));
  const database = openDatabase({ kind: 'pglite', directory: join(dataDir, 'db') });
  try {
    await database.migrate();
    await seedOnFirstStart(database.db, {
      customerServiceEmail: 'a@b.test',
      newOrdersEmail: 'c@d.test',
    });
    const seedStarted = performance.now();
    await seedEntries(database.db);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    await database.maintain();
    const { http: app } = await buildApp({
      mailer: createMailer({ outboxDir: join(dataDir, 'outbox'), from: 'Bench <b@b.test>' }),
      mailPollMs: null,
      database,
      config: {
        publicUrl: 'http://127.0.0.1',
        production: false,
        rateLimits: false,
        sessionSecret: 'benchmark-session-secret-of-at-least-32-chars',
        clientDir: null,
        adminPath: 'benchmark-admin-path-0123',
        adminPasswordHash: await hashPassword(PASSWORD),
        paymentProvider: 'sandbox',
        wonderfulApiUrl: 'http://127.0.0.1:9',
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const signIn = await fetch(`${base}/api/admin/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: PASSWORD }),
      });
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      if (!signIn.ok || !cookie.startsWith('admin_sid=')) throw new Error('admin sign-in failed');
      const urls = auditUrls();
      await measure(base, cookie, urls.slice(0, 40)); // warm up
      const result = await measure(base, cookie, urls);
      return {
        benchmark: `Audit log on PGlite: ${ENTRIES} entries (sequential requests, filters + page)`,
        seedSeconds,
        'GET /api/admin/audit': result,
        target: `p95 < ${TARGET_P95_MS} ms`,
        met: result.p95Ms < TARGET_P95_MS,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchAuditLog(), null, 2));
}
