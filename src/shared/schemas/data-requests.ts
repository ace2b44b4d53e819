import { z } from 'zod';
import { emailField } from './fields.ts';

// A person's data on request (UK GDPR articles 15 and 20): the customer's own download,
// GET /api/customers/me/data-export, and the back office's look-up and export by email
// address, GET /api/admin/data-requests(/export)?email=. The file's format is
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
