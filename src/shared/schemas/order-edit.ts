import { z } from 'zod';
import { OrderSchema } from './orders.ts';

/**
 * What saving the edit dialog's body
 * (AdminOrderUpdateSchema) would do, decided by the same planning code as PATCH
 * /api/orders/{id}, with nothing written; what the save refuses, it refuses.
 */
export const OrderEditPreviewSchema = z.object({
  /** The figures the order would have; money as two-decimal strings. */
  figures: z.object({
    quantity: z.number(),
    unitPrice: z.string(),
    vatRate: z.number().int(),
    netAmount: z.string(),
    vatAmount: z.string(),
    totalPrice: z.string(),
  }),
  /**
   * A change of quantity or region: the order's unit price beside the one checkout gives the
   * edited order now (its tier's, or the customer's custom price), and whether the old one is
   * kept. Null for any other edit: the unit price stays.
   */
  repricing: z
    .object({
      oldUnitPrice: z.string(),
      newUnitPrice: z.string(),
      tier: z.enum(['single', 'bulk', 'wholesale']),
      source: z.enum(['regional', 'custom']),
      kept: z.boolean(),
    })
    .nullable(),
  /** The fields that would change. */
  changes: z.array(z.string()),
  documents: z.object({
    /** The number of the invoice a credit note would cancel ("000042"), or null. */
    creditsInvoice: z.string().nullable(),
    /** Whether a new invoice would be issued. */
    newInvoice: z.boolean(),
  }),
  /** Open payment attempts that would be voided (made for the order as it was). */
  paymentsVoided: z.number().int(),
  /**
   * The refund the order would owe once saved (pounds, two decimals), when the new total falls
   * below what it holds and so more is owed back than now; null otherwise. Saving marks it owed.
   */
  refundOwed: z.string().nullable(),
  /** One sentence for the dialog, e.g. 'This issues a credit note and a new invoice for £2,021.25.' */
  message: z.string(),
});
export type OrderEditPreview = z.infer<typeof OrderEditPreviewSchema>;

/**
 * An order's status change (alone or one of several at once): the order, and
 * what the business should know beyond its new status (that no invoice was issued, and why).
 */
export const OrderStatusAnswerSchema = OrderSchema.extend({ notice: z.string().nullable() });
export type OrderStatusAnswer = z.infer<typeof OrderStatusAnswerSchema>;
