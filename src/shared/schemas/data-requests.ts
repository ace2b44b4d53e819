import { z } from 'zod';
import { emailField } from './fields.ts';

// A person's data on request (UK GDPR articles 15 and 20): the customer's own download, and
// the back office's look-up and export by email address. The file's format is
// docs/personal-data-export.md.

/** The back office's question: everything held about this address. */
export const DataRequestQuerySchema = z.object({ email: emailField() }).strict();
export type DataRequestQuery = z.output<typeof DataRequestQuerySchema>;

export const DATA_REQUEST_MESSAGES = {
  exportLimited: 'You can download your data 5 times an hour. Please try again later.',
} as const;

/** What the back office sees of a look-up before it downloads the whole file. */
export const DataRequestSummarySchema = z.object({
  email: z.string(),
  /** The account with this address, if there is one. */
  account: z
    .object({
      id: z.number().int(),
      name: z.string(),
      companyName: z.string().nullable(),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
  orders: z.array(
    z.object({
      id: z.number().int(),
      placedAt: z.iso.datetime(),
      /** False: a guest order, found by its email address only. */
      linkedToAccount: z.boolean(),
      status: z.string(),
      totalPrice: z.string(),
      documents: z.array(z.string()),
      payments: z.number().int(),
    }),
  ),
  emails: z.array(
    z.object({
      subject: z.string(),
      orderId: z.number().int().nullable(),
      status: z.string(),
      queuedAt: z.iso.datetime(),
    }),
  ),
  contactMessages: z.array(z.object({ subject: z.string(), sentAt: z.iso.datetime() })),
  signIns: z.number().int(),
  /** Everything the export holds, counted. */
  records: z.number().int(),
});
export type DataRequestSummary = z.infer<typeof DataRequestSummarySchema>;

// Erasure (UK GDPR article 17): the customer's own 'Delete my account', and the back
// office's erasure by email address. Both follow the same rules (#domain/erasure-plan).

/** The customer confirms with their password; a wrong one changes nothing. */
export const DeleteAccountSchema = z
  .object({ password: z.string().min(1, 'Enter your password').max(1024) })
  .strict();
export type DeleteAccountInput = z.output<typeof DeleteAccountSchema>;

/** The back office types the address again: an erasure cannot be undone. */
export const DataErasureSchema = z.object({ email: emailField() }).strict();
export type DataErasureInput = z.output<typeof DataErasureSchema>;

/** What an erasure did: the response to both endpoints, and what the confirmation email says. */
export const ErasureReportSchema = z.object({
  accountDeleted: z.boolean(),
  /** Orders whose personal details were erased at once. */
  ordersErased: z.array(z.number().int()),
  /**
   * Invoiced orders keep what their invoices show (name, company, invoice address) until the
   * invoices' retention ends, then are erased the same way; everything else is erased now.
   */
  ordersKept: z.array(
    z.object({
      orderId: z.number().int(),
      documents: z.array(z.string()),
      keptUntil: z.iso.date(),
    }),
  ),
  contactMessagesDeleted: z.number().int(),
});
export type ErasureReport = z.infer<typeof ErasureReportSchema>;
