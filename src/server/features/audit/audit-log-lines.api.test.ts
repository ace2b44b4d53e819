import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '#shared/api/admin-auth';
import { customerAudit } from '#shared/api/customers';
import { createTestDatabase, type TestDatabase } from '#test-support/test-database';
import { createAuditLog } from './audit-log.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('audit entries in the log, for shipping off the server', () => {
  it('writes one line per entry naming what happened, never who or from where', async () => {
    const lines: unknown[][] = [];
    const at = new Date(Date.UTC(2026, 10, 27, 9, 0, 0));
    const audit = createAuditLog({
      db: database.db,
      now: () => at,
      log: { info: (...args: unknown[]) => void lines.push(args) },
      areas: [adminAudit, customerAudit],
    });
    await audit.record(database.db, {
      action: 'customer.signed_in',
      actor: 'customer',
      ip: '203.0.113.7',
      sessionId: 'session-ref-1',
      entity: { type: 'customer', id: 42 },
      after: { email: 'jane@example.com' },
    });
    await audit.recordAll(database.db, [
      { action: 'admin.signed_in', actor: 'admin', ip: '203.0.113.8' },
      { action: 'admin.signed_out', actor: 'admin', ip: '203.0.113.8' },
    ]);
    expect(lines).toEqual([
      [
        {
          audit: {
            action: 'customer.signed_in',
            actor: 'customer',
            entityType: 'customer',
            entityId: '42',
            at: at.toISOString(),
          },
        },
        'audit entry',
      ],
      [
        expect.objectContaining({ audit: expect.objectContaining({ action: 'admin.signed_in' }) }),
        'audit entry',
      ],
      [
        expect.objectContaining({ audit: expect.objectContaining({ action: 'admin.signed_out' }) }),
        'audit entry',
      ],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/203\.0\.113|session-ref|jane@/);
  });
});
