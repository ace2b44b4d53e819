import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test-support/test-database';
import { insertByColumns } from './insert-by-columns.ts';
import { auditLog } from '#server/features/audit/audit.tables';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('insertByColumns', () => {
  it('writes every row as given, whatever its text, JSON, times and nulls', async () => {
    const at = new Date('2026-11-24T10:00:00.123Z');
    const awkward = ['say "hi", {x}', 'back\\slash', "it's", 'NULL', '', 'café ✓', 'a\nb'];
    const rows = awkward.map((text, i) => ({
      at: new Date(at.getTime() + i),
      action: `test.${i}`,
      actor: 'admin' as const,
      sessionId: i % 2 ? null : text,
      staffId: i % 3 ? null : i + 1,
      ip: null,
      entityType: 'order',
      entityId: String(i),
      before: { text, list: [text, null], nested: { n: i } },
      after: i % 3 ? null : { text },
    }));
    await insertByColumns(database.db, auditLog, rows);
    const stored = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(stored.map(({ id: _id, ...row }) => row)).toEqual(rows);
  });

  it('writes nothing for no rows', async () => {
    await expect(insertByColumns(database.db, auditLog, [])).resolves.toBeUndefined();
  });
});
