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

/** The back office's invoice list, newest first. */
export const InvoiceListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 per page').default(25),
  })
  .strict();
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

/** A document as the Invoices tab lists it: with whether it has reached the customer. */
export const ListedInvoiceSchema = InvoiceSummarySchema.extend({
  /** When an email carrying its PDF was first sent; null while none has been. */
  emailedAt: z.iso.datetime().nullable(),
  /** An email carrying it waits to be sent (held for the undo minute, or queued again). */
  emailQueued: z.boolean(),
});
export type ListedInvoice = z.infer<typeof ListedInvoiceSchema>;

export const InvoicePageSchema = z.object({
  items: z.array(ListedInvoiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/** Whether invoices can be issued, and why not. */
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
  notIssued: 'No VAT invoice was issued: the VAT registration number is not set in Settings.',
  badLink: 'This invoice link is not valid',
} as const;

/**
 * What confirming says when no invoice could be issued: 'Order #12 is confirmed. No VAT invoice
 * was issued: the VAT registration number is not set in Settings.' For several orders, they
 * are listed: 'Orders #12 and #13 are confirmed. No VAT invoice was issued: ...'.
 */
export function uninvoicedNotice(orderIds: readonly number[]): string {
  const names = orderIds.map((id) => `#${id}`);
  const listed =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  const subject = names.length > 1 ? `Orders ${listed} are` : `Order ${listed} is`;
  return `${subject} confirmed. ${INVOICE_MESSAGES.notIssued}`;
}

/** A confirmed order without a standing invoice (confirmed while the VAT number was not set). */
export const UninvoicedOrderSchema = z.object({
  orderId: z.number().int(),
  customerName: z.string(),
  companyName: z.string().nullable(),
  /** Including VAT, two decimals. */
  total: z.string(),
  createdAt: z.iso.datetime(),
});
export type UninvoicedOrder = z.infer<typeof UninvoicedOrderSchema>;

/** The oldest first, at most MAX_ISSUE_AT_ONCE. */
export const UninvoicedOrdersSchema = z.object({
  items: z.array(UninvoicedOrderSchema),
  total: z.number().int(),
});
export type UninvoicedOrders = z.infer<typeof UninvoicedOrdersSchema>;

/** The most invoices one issue-all action issues (each renders a PDF and queues an email). */
export const MAX_ISSUE_AT_ONCE = 200;

/** The invoices issued, and how many orders still wait. */
export const IssuedInvoicesSchema = z.object({
  issued: z.array(InvoiceSummarySchema),
  remaining: z.number().int(),
  message: z.string(),
});
export type IssuedInvoices = z.infer<typeof IssuedInvoicesSchema>;
