import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '#shared/api/endpoint';
import { defineAuditArea, type AuditAction } from '#shared/audit-vocabulary';
import type { AuditPage, AuditVocabulary } from '#shared/schemas/audit';
import { signInAdmin } from '#test-support/admin';
import { createTestApp, type TestApp } from '#test-support/test-app';
import type { ShopModule } from './app.ts';
import type { ShopContext } from './shop-context.ts';

// A feature added as a new module would be: its declarations, its audit area and its handlers
// live in the module alone. Registered in a test app, it is served, described and audited
// without any list of the shop's being edited.

const widgetAudit = defineAuditArea('widget', 'Widgets', { made: 'Widget: made' });
// The test's module does not join the shop's types (no declaration merging here).
const widgetMade = 'widget.made' as AuditAction;

const makeWidget = defineEndpoint({
  method: 'POST',
  path: '/api/admin/widgets',
  summary: 'Make a widget',
  access: 'admin',
  body: z.object({ name: z.string().min(1, 'Name is required') }).strict(),
  response: { status: 201, schema: z.object({ id: z.number().int() }) },
});
const widgetEndpoints = { makeWidget };

let shopAudit: ShopContext['audit'];
const widgetJobRuns: string[] = [];
const widgetModule: ShopModule = (ctx) => {
  shopAudit = ctx.audit;
  ctx.audit.declare(widgetAudit);
  ctx.jobs.every({
    name: 'widget-polish',
    everyMs: 60_000,
    run: async () => void widgetJobRuns.push('polished'),
  });
  ctx.jobs.cleanUp(async () => void widgetJobRuns.push('expired widgets deleted'));
  ctx.admin((admin) =>
    ctx.implement(admin, widgetEndpoints, {
      makeWidget: async ({ body }) => {
        await ctx.audit.record(ctx.db, {
          action: widgetMade,
          actor: 'admin',
          after: { name: body.name },
        });
        return { id: 7 };
      },
    }),
  );
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, modules: [widgetModule] });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });

describe('a module registered by itself', () => {
  it('serves its endpoints inside the back office, and only there', async () => {
    const make = (cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/widgets', headers: { cookie }, payload });
    expect((await make('', { name: 'A' })).statusCode).toBe(401);
    const refused = await make(admin, { name: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Name is required');
    const made = await make(admin, { name: 'Blue widget' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ id: 7 });
  });

  it('is described in the back office’s OpenAPI document', async () => {
    const document = (await get('/api/admin/openapi.json')).json<{
      paths: Record<string, Record<string, { summary: string }>>;
    }>();
    expect(document.paths['/api/admin/widgets']?.post?.summary).toBe('Make a widget');
    expect(document.paths['/api/contact']?.post).toBeDefined();
  });

  it('names its audit actions in the Audit tab and finds their entries', async () => {
    const vocabulary = (await get('/api/admin/audit/vocabulary')).json<AuditVocabulary>();
    expect(vocabulary.areas).toContainEqual({
      area: 'widget',
      label: 'Widgets',
      actions: [{ action: 'widget.made', label: 'Widget: made' }],
    });
    expect(vocabulary.areas.map(({ area }) => area)).toContain('order');

    const entries = (await get('/api/admin/audit?action=widget.made')).json<AuditPage>().items;
    expect(entries.map(({ action, after }) => ({ action, after }))).toEqual([
      { action: 'widget.made', after: { name: 'Blue widget' } },
    ]);
    expect((await get('/api/admin/audit?area=widget')).json<AuditPage>().total).toBe(1);
  });

  it('has its jobs run with the shop’s, and its expired rows cleaned up with the shop’s', async () => {
    const ran = await t.jobs.runDue();
    expect(ran).toEqual(expect.arrayContaining(['widget-polish', 'clean-up', 'retention']));
    expect(widgetJobRuns.sort()).toEqual(['expired widgets deleted', 'polished']);
    // Once per interval: a second look runs nothing again.
    expect(await t.jobs.runDue()).toEqual([]);
    expect(widgetJobRuns).toHaveLength(2);
  });
});

describe('an action or area no module declared', () => {
  it('is refused as a filter', async () => {
    for (const [query, message] of [
      ['action=widget.broken', 'Unknown action'],
      ['area=gadget', 'Unknown area'],
    ] as const) {
      const response = await get(`/api/admin/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBe(message);
    }
  });

  it('cannot be recorded', async () => {
    const before = (await get('/api/admin/audit')).json<AuditPage>().total;
    await expect(
      shopAudit.record(t.database.db, { action: 'gadget.made' as AuditAction, actor: 'admin' }),
    ).rejects.toThrow('Audit action "gadget.made" was not declared by any module');
    expect((await get('/api/admin/audit')).json<AuditPage>().total).toBe(before);
  });
});
