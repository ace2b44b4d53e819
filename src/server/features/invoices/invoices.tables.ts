import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '#domain/invoice';
import { bytea, createdAt } from '#server/db/columns';
import { inValues } from '#server/db/sql-values';
import { INVOICE_KINDS } from '#shared/schemas/invoices';
import { orders } from '../orders/orders.tables.ts';

/**
 * The one sequence of invoice and credit note numbers: a single row whose update, in the
 * transaction that issues the document, draws the next number and holds it until commit, so
 * a rollback gives it back (decision 015).
 */
export const invoiceSequence = pgTable(
  'invoice_sequence',
  {
    id: integer('id').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_sequence_single_row', sql`${t.id} = 1`)],
);

/** VAT invoices and credit notes as issued: never updated, a credit note corrects one. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().unique(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A credit note's invoice; an invoice is credited at most once. */
    creditsInvoiceId: integer('credits_invoice_id')
      .unique()
      .references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Everything the PDF shows, fixed at issue: later changes to settings or the order never reach it. */
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    index('invoices_order_id_idx').on(t.orderId, t.id),
    check('invoices_kind_check', inValues(t.kind, INVOICE_KINDS)),
    check(
      'invoices_credit_check',
      sql`(${t.kind} = 'credit_note') = (${t.creditsInvoiceId} is not null)`,
    ),
  ],
);

/**
 * Each document's PDF as rendered at issue: every download sends these bytes, so what the
 * customer downloads is what was issued, whatever the rendering code does later.
 */
export const invoicePdfs = pgTable('invoice_pdfs', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'restrict' }),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});
