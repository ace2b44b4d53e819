import {
  LedgerEntryListSchema,
  LedgerEntryRequestSchema,
  LedgerListQuerySchema,
  LedgerPageSchema,
  RecordedLedgerEntrySchema,
  WriteOffRequestSchema,
  WriteOffReversalRequestSchema,
} from '../schemas/ledger.ts';
import { z } from 'zod';
import { OrderIdParamsSchema } from '../schemas/order-overview.ts';
import { defineEndpoint } from './endpoint.ts';
import { defineAuditArea, type ActionsOf } from '../audit-vocabulary.ts';

// The back office's ledger: the money of every order (the Payments tab), one order's entries,
// and a payment or refund recorded by hand.

export const listLedger = defineEndpoint({
  method: 'GET',
  path: '/api/ledger',
  summary: 'A page of orders with money, newest first, and the totals of all that match',
  access: 'admin',
  area: 'payments',
  query: LedgerListQuerySchema,
  response: { status: 200, schema: LedgerPageSchema },
});

export const getOrderLedger = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:id/ledger',
  summary: 'The money received and refunded for an order, oldest first',
  access: 'admin',
  area: 'payments',
  params: OrderIdParamsSchema,
  response: { status: 200, schema: LedgerEntryListSchema },
});

export const recordLedgerEntry = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/ledger',
  summary: 'Record a payment received or a refund made by hand; no day in the future (audited)',
  access: 'admin',
  area: 'payments',
  params: OrderIdParamsSchema,
  body: LedgerEntryRequestSchema,
  // The form shows every problem; the answer's message is the first.
  refusedBody: 'first problem',
  response: { status: 201, schema: RecordedLedgerEntrySchema },
});

const INVALID_ENTRY_ID = 'Invalid ledger entry id';

/** An order and one of its ledger entries. */
const LedgerEntryParamsSchema = OrderIdParamsSchema.extend({
  entryId: z
    .string({ error: INVALID_ENTRY_ID })
    .regex(/^\d{1,10}$/, INVALID_ENTRY_ID)
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, INVALID_ENTRY_ID),
});

export const writeOffBalance = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/ledger/write-offs',
  summary:
    'Write off a balance the business will not collect, or an overpayment the customer said to keep, with a reason (audited)',
  access: 'admin',
  area: 'payments',
  params: OrderIdParamsSchema,
  body: WriteOffRequestSchema,
  refusedBody: 'first problem',
  response: { status: 201, schema: RecordedLedgerEntrySchema },
});

export const reverseWriteOff = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/ledger/:entryId/reversal',
  summary: 'Reverse a mistaken write-off with an entry of its own, with a reason (audited)',
  access: 'admin',
  area: 'payments',
  params: LedgerEntryParamsSchema,
  body: WriteOffReversalRequestSchema,
  refusedBody: 'first problem',
  response: { status: 201, schema: RecordedLedgerEntrySchema },
});

export const ledgerEndpoints = {
  listLedger,
  getOrderLedger,
  recordLedgerEntry,
  writeOffBalance,
  reverseWriteOff,
};

/** What the audit log records of this area, and how the Audit tab names it. */
export const paymentAudit = defineAuditArea('payment', 'Payments', {
  status_changed: 'Payment: status changed',
  recorded: 'Payment: recorded by hand',
  refund_recorded: 'Payment: refund recorded',
  refund_owed: 'Payment: refund owed on cancellation',
  written_off: 'Payment: balance or overpayment written off',
  write_off_reversed: 'Payment: write-off reversed',
});
declare module '#shared/audit-vocabulary' {
  interface AuditActions extends ActionsOf<typeof paymentAudit> {}
}
