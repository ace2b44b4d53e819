import { z } from 'zod';
import { OrderSchema } from './orders.ts';

/**
 * POST /api/orders/{id}/edit-preview (back office): what saving the edit dialog's body
 * (AdminOrderUpdateSchema) would do, decided by the same planning code as PATCH
 * /api/orders/{id}, with nothing written. A total that disagrees is refused as the save is.
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
  /** One sentence for the dialog, e.g. 'This issues a credit note and a new invoice for £2,021.25.' */
  message: z.string(),
});
export type OrderEditPreview = z.infer<typeof OrderEditPreviewSchema>;

/**
 * PATCH /api/orders/{id}/status and each order of PATCH /api/orders/status: the order, and
 * what the business should know beyond its new status (that no invoice was issued, and why).
 */
export const OrderStatusAnswerSchema = OrderSchema.extend({ notice: z.string().nullable() });
export type OrderStatusAnswer = z.infer<typeof OrderStatusAnswerSchema>;
