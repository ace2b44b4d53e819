import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { staff } from '../admin/admin.tables.ts';
import { deliveryOutcomes } from './deliveries.tables.ts';

/** An outcome with the name of the person who recorded it (null: not recorded). */
export type DeliveryOutcomeRow = typeof deliveryOutcomes.$inferSelect & {
  recordedBy: string | null;
};
export type NewDeliveryOutcome = typeof deliveryOutcomes.$inferInsert;

/** The drops' outcomes, found by the order or by the key that reported them. */
export function createDeliveryOutcomesRepo(db: Database) {
  const withRecorder = () =>
    db
      .select({ ...getTableColumns(deliveryOutcomes), recordedBy: staff.name })
      .from(deliveryOutcomes)
      .leftJoin(staff, eq(staff.id, deliveryOutcomes.staffId));

  return {
    /** The order's latest outcome: its delivery, or its last failed drop. */
    async latest(orderId: number): Promise<DeliveryOutcomeRow | null> {
      const [row] = await withRecorder()
        .where(eq(deliveryOutcomes.orderId, orderId))
        .orderBy(desc(deliveryOutcomes.id))
        .limit(1);
      return row ?? null;
    },

    async byKey(key: string): Promise<DeliveryOutcomeRow | null> {
      const [row] = await withRecorder().where(eq(deliveryOutcomes.idempotencyKey, key));
      return row ?? null;
    },

    async insert(outcome: NewDeliveryOutcome): Promise<DeliveryOutcomeRow> {
      const [row] = await db
        .insert(deliveryOutcomes)
        .values(outcome)
        .returning({ id: deliveryOutcomes.id });
      if (!row) throw new Error('The delivery outcome was not written');
      const [written] = await withRecorder().where(eq(deliveryOutcomes.id, row.id));
      if (!written) throw new Error('The delivery outcome was not written');
      return written;
    },
  };
}
