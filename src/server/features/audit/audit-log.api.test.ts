import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEntries } from '#shared/api/audit';
import type { AuditEntry, AuditPage } from '#shared/schemas/audit';
import type { Page } from '#shared/schemas/admin';
import { auditLog } from '#server/features/audit/audit.tables';
import { adminCookieFrom, authenticateAdmin, signInAdmin } from '#test-support/admin';
import { type AuditLogWatch, watchAuditLog } from '#test-support/audit';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let log: AuditLogWatch;
let clock = Date.parse('2026-11-24T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => new Date(clock) });
});
beforeEach(async () => {
  clock += 60_000;
  log = await watchAuditLog(t);
});
afterAll(async () => t.close());

const auditPage = (cookie: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/audit${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('back-office sign-in in the audit log', () => {
  it('records a sign-in with the address and the new session, once', async () => {
    const response = await authenticateAdmin(t.app);
    expect(response.statusCode).toBe(200);
    const [entry, ...more] = await log.added();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'admin.signed_in',
      actor: 'admin',
      ip: '127.0.0.1',
      at: new Date(clock),
      before: null,
      after: null,
    });
    expect(entry?.sessionId).toMatch(/^[0-9a-f]{16}$/);
    // The reference is neither the cookie's token nor the sessions table's key.
    const token = adminCookieFrom(response)!.slice('admin_sid='.length).split('.')[0]!;
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('records a wrong password without what was typed, once', async () => {
    expect((await authenticateAdmin(t.app, 'my-secret-guess')).statusCode).toBe(401);
    const entries = await log.added();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'admin.sign_in_failed',
      actor: 'visitor',
      ip: '127.0.0.1',
      sessionId: null,
    });
    expect(JSON.stringify(entries)).not.toContain('my-secret-guess');
  });

  it('records a sign-out under the session it ends, and nothing for a second one', async () => {
    const cookie = await signInAdmin(t.app);
    const [signedIn] = await log.added();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    const entries = await log.added();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'admin.signed_out',
      actor: 'admin',
      sessionId: signedIn?.sessionId,
    });
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(await log.added()).toEqual([]);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists entries newest first, a page at a time, to the back office only', async () => {
    const cookie = await signInAdmin(t.app);
    for (let i = 0; i < 3; i += 1) {
      clock += 1000;
      await authenticateAdmin(t.app, `wrong ${i}`);
    }
    const first = await auditPage(cookie, '?pageSize=5&page=1');
    expect(first.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(listAuditEntries, first);
    const page = first.json<AuditPage>();
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(5);
    expect(page.totalCapped).toBe(false);
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(7);
    const times = page.items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.items[0]).toMatchObject({
      action: 'admin.sign_in_failed',
      at: new Date(clock).toISOString(),
    });

    const second = (await auditPage(cookie, '?pageSize=5&page=2')).json<Page<AuditEntry>>();
    const firstIds = new Set(page.items.map((item) => item.id));
    expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
    expect(Math.max(...second.items.map((item) => item.id))).toBeLessThan(
      Math.min(...page.items.map((item) => item.id)),
    );

    expect((await auditPage(null)).statusCode).toBe(401);
  });

  it('filters by area, action and actor', async () => {
    const cookie = await signInAdmin(t.app);
    const only = async (query: string) =>
      (await auditPage(cookie, query)).json<Page<AuditEntry>>().items;
    const failures = await only('?action=admin.sign_in_failed&pageSize=50');
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((item) => item.action === 'admin.sign_in_failed')).toBe(true);
    const admin = await only('?area=admin&actor=admin&pageSize=50');
    expect(admin.length).toBeGreaterThan(0);
    expect(admin.every((item) => item.action.startsWith('admin.') && item.actor === 'admin')).toBe(
      true,
    );
    expect(await only('?area=region')).toEqual([]);
  });

  it('refuses an unknown filter or page with a message', async () => {
    const cookie = await signInAdmin(t.app);
    for (const [query, message] of [
      ['?action=admin.deleted_everything', 'Unknown action'],
      ['?actor=root', 'Unknown actor'],
      ['?entityId=1%20or%201=1', 'Record number must be a whole number'],
      ['?pageSize=1000', 'Page size must be 5, 10, 25 or 50'],
      ['?sort=at', 'Unrecognized key: "sort"'],
    ] as const) {
      const response = await auditPage(cookie, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBe(message);
    }
  });
});

describe('the audit log cannot be changed', () => {
  it('has no route that edits or deletes an entry, and the entries stay as they were', async () => {
    const cookie = await signInAdmin(t.app);
    const before = (await auditPage(cookie, '?pageSize=50')).json<Page<AuditEntry>>();
    const id = before.items[0]!.id;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${id}`]) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie },
          payload: { action: 'admin.signed_out', ip: '10.0.0.1' },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const after = (await auditPage(cookie, '?pageSize=50')).json<Page<AuditEntry>>();
    expect(after.items.filter((item) => item.id <= id)).toEqual(
      before.items.filter((item) => item.id <= id),
    );
  });

  it('is refused by the database itself: no update, delete or truncate', async () => {
    const db = t.database.db;
    const entries = async () => (await db.select({ n: count() }).from(auditLog))[0]?.n;
    const before = await entries();
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set action = 'admin.signed_out'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const refusal = await db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
      expect(refusal).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    expect(await entries()).toBe(before);
  });
});
