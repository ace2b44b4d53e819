import {
  LedgerEntryListSchema,
  LedgerEntryRequestSchema,
  LedgerListQuerySchema,
  LedgerPageSchema,
  RecordedLedgerEntrySchema,
} from '../schemas/ledger.ts';
import { OrderIdParamsSchema } from '../schemas/order-overview.ts';
import { defineEndpoint } from './endpoint.ts';

// The back office's ledger: the money of every order (the Payments tab), one order's entries,
// and a payment or refund recorded by hand.

export const listLedger = defineEndpoint({
  method: 'GET',
  path: '/api/ledger',
  summary: 'A page of orders with money, newest first, and the totals of all that match',
  access: 'admin',
  query: LedgerListQuerySchema,
  response: { status: 200, schema: LedgerPageSchema },
});

export const getOrderLedger = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:id/ledger',
  summary: 'The money received and refunded for an order, oldest first',
  access: 'admin',
  params: OrderIdParamsSchema,
  response: { status: 200, schema: LedgerEntryListSchema },
});

export const recordLedgerEntry = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/ledger',
  summary: 'Record a payment received or a refund made by hand; no day in the future (audited)',
  access: 'admin',
  params: OrderIdParamsSchema,
  body: LedgerEntryRequestSchema,
  // The form shows every problem; the answer's message is the first.
  refusedBody: 'first problem',
  response: { status: 201, schema: RecordedLedgerEntrySchema },
});
