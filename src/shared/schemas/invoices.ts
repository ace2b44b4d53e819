import { z } from 'zod';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;

/** An invoice or credit note in a listing; the document itself is a PDF. */
export const InvoiceSummarySchema = z.object({
  id: z.number().int(),
  /** "000042" */
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  orderId: z.number().int(),
  issuedAt: z.iso.datetime(),
  customerName: z.string(),
  companyName: z.string().nullable(),
  /** Including VAT, two decimals; negative on a credit note. */
  total: z.string(),
  /** A credit note's invoice number. */
  credits: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** GET /api/invoices (back office): newest first. */
export const InvoiceListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 per page').default(25),
  })
  .strict();
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const InvoicePageSchema = z.object({
  items: z.array(InvoiceSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/** GET /api/admin/invoicing: whether invoices can be issued, and why not. */
export const InvoicingStatusSchema = z.object({
  ready: z.boolean(),
  message: z.string().nullable(),
});
export type InvoicingStatus = z.infer<typeof InvoicingStatusSchema>;

/** The guest download's token: the invoice's id and its signature, as in the email's link. */
export const InvoiceTokenSchema = z
  .string()
  .regex(/^\d{1,10}-[A-Za-z0-9_-]{43}$/, 'This invoice link is not valid');

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  vatNumberMissing:
    'Invoices cannot be issued until the VAT registration number is set in Settings.',
  notConfirmed: 'Only a confirmed order can be invoiced.',
  badLink: 'This invoice link is not valid',
} as const;
