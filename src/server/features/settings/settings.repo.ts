import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { settings } from '#server/db/schema';

export function createSettingsRepo(db: Database) {
  return {
    async get(key: string): Promise<string | null> {
      const [row] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, key));
      return row?.value ?? null;
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
