import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_OUTCOMES,
  DELIVERY_PROOFS,
  NOT_DELIVERED_REASONS,
  PROOF_IMAGE_TYPES,
} from '#domain/delivery-proof';
import { bytea, createdAt, money } from '#server/db/columns';
import { inValues } from '#server/db/sql-values';
import { orders } from '../orders/orders.tables.ts';

/**
 * How each drop was closed (decision 045): delivered with the weigh-loader's ticket and its
 * proof, or not delivered with the reason. An order is delivered once (a second report answers
 * the first, whatever key it came with); it may fail several times before that.
 */
export const deliveryOutcomes = pgTable(
  'delivery_outcomes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: DELIVERY_OUTCOMES }).notNull(),
    /** When the driver closed the drop (the ticket's time), not when the server heard. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    deliveredTonnes: numeric('delivered_tonnes', { precision: 6, scale: 2 }),
    ticketNumber: text('ticket_number'),
    proof: text('proof', { enum: DELIVERY_PROOFS }),
    /** The signature drawn on the screen, or the photo of where the pellets were left. */
    proofImage: bytea('proof_image'),
    proofImageType: text('proof_image_type', { enum: PROOF_IMAGE_TYPES }),
    reason: text('reason', { enum: NOT_DELIVERED_REASONS }),
    reasonNote: text('reason_note'),
    /** The aborted-delivery charge billed for this drop (before VAT); null when none was. */
    charge: money('charge'),
    /** The back-office person who closed the drop (the driver, or the office from a ticket). */
    staffId: integer('staff_id'),
    /** The driver's phone's key for this report: a replay with it answers the first. */
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_outcomes_order_id_idx').on(t.orderId, t.id),
    uniqueIndex('delivery_outcomes_delivered_idx')
      .on(t.orderId)
      .where(sql`outcome = 'delivered'`),
    check('delivery_outcomes_outcome_check', inValues(t.outcome, DELIVERY_OUTCOMES)),
    check(
      'delivery_outcomes_delivered_check',
      sql`(${t.outcome} = 'delivered') = (${t.deliveredTonnes} is not null and ${t.ticketNumber} is not null and ${t.proof} is not null)`,
    ),
    check(
      'delivery_outcomes_not_delivered_check',
      sql`(${t.outcome} = 'not_delivered') = (${t.reason} is not null)`,
    ),
    check(
      'delivery_outcomes_image_check',
      sql`(${t.proofImage} is null) = (${t.proofImageType} is null) and coalesce(octet_length(${t.proofImage}), 0) <= 2097152`,
    ),
    check(
      'delivery_outcomes_tonnes_check',
      sql`${t.deliveredTonnes} is null or ${t.deliveredTonnes} > 0`,
    ),
  ],
);
