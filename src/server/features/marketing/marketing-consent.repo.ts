import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { marketingConsents } from './marketing.tables.ts';

export type MarketingConsentRow = typeof marketingConsents.$inferSelect;
export type NewMarketingConsent = Omit<typeof marketingConsents.$inferInsert, 'id'>;

/** The only SQL for marketing consent. `db` may be a transaction. */
export function createMarketingConsentRepo(db: Database) {
  return {
    async insert(row: NewMarketingConsent): Promise<MarketingConsentRow> {
      const [created] = await db.insert(marketingConsents).values(row).returning();
      if (!created) throw new Error('marketing consent not recorded');
      return created;
    },

    async latest(customerId: number): Promise<MarketingConsentRow | null> {
      const [row] = await db
        .select()
        .from(marketingConsents)
        .where(eq(marketingConsents.customerId, customerId))
        .orderBy(desc(marketingConsents.id))
        .limit(1);
      return row ?? null;
    },

    /** Of these customers, those whose latest choice is a yes. */
    async consenting(customerIds: number[]): Promise<number[]> {
      if (customerIds.length === 0) return [];
      const latest = db
        .selectDistinctOn([marketingConsents.customerId], {
          customerId: marketingConsents.customerId,
          granted: marketingConsents.granted,
        })
        .from(marketingConsents)
        .where(inArray(marketingConsents.customerId, customerIds))
        .orderBy(marketingConsents.customerId, desc(marketingConsents.id))
        .as('latest');
      const rows = await db
        .select({ customerId: latest.customerId })
        .from(latest)
        .where(eq(latest.granted, true));
      return rows.map((r) => r.customerId);
    },

    history(customerId: number): Promise<MarketingConsentRow[]> {
      return db
        .select()
        .from(marketingConsents)
        .where(eq(marketingConsents.customerId, customerId))
        .orderBy(asc(marketingConsents.id));
    },

    async deleteAll(customerId: number): Promise<number> {
      const rows = await db
        .delete(marketingConsents)
        .where(eq(marketingConsents.customerId, customerId))
        .returning({ id: marketingConsents.id });
      return rows.length;
    },
  };
}
