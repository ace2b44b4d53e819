import { asc, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { settings } from './settings.tables.ts';

export type SettingRow = typeof settings.$inferSelect;

export function createSettingsRepo(db: Database) {
  return {
    listAll(): Promise<SettingRow[]> {
      return db.select().from(settings).orderBy(asc(settings.key));
    },

    /** Creates or replaces each setting in one statement; `db` may be a transaction. */
    async put(entries: { key: string; value: string }[], updatedAt: Date): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(settings)
        .values(entries.map((entry) => ({ ...entry, updatedAt })))
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
        });
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
