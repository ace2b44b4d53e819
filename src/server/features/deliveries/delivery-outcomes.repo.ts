import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { deliveryOutcomes } from './deliveries.tables.ts';

export type DeliveryOutcomeRow = typeof deliveryOutcomes.$inferSelect;
export type NewDeliveryOutcome = typeof deliveryOutcomes.$inferInsert;

/** The drops' outcomes, found by the order or by the key that reported them. */
export function createDeliveryOutcomesRepo(db: Database) {
  return {
    /** The order's latest outcome: its delivery, or its last failed drop. */
    async latest(orderId: number): Promise<DeliveryOutcomeRow | null> {
      const [row] = await db
        .select()
        .from(deliveryOutcomes)
        .where(eq(deliveryOutcomes.orderId, orderId))
        .orderBy(desc(deliveryOutcomes.id))
        .limit(1);
      return row ?? null;
    },

    async byKey(key: string): Promise<DeliveryOutcomeRow | null> {
      const [row] = await db
        .select()
        .from(deliveryOutcomes)
        .where(eq(deliveryOutcomes.idempotencyKey, key));
      return row ?? null;
    },

    async insert(outcome: NewDeliveryOutcome): Promise<DeliveryOutcomeRow> {
      const [row] = await db.insert(deliveryOutcomes).values(outcome).returning();
      if (!row) throw new Error('The delivery outcome was not written');
      return row;
    },
  };
}
