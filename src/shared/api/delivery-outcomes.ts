import { z } from 'zod';
import { MAX_PROOF_BYTES } from '#domain/delivery-proof';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency.ts';
import {
  DeliveryOutcomeAnswerSchema,
  DeliveryOutcomeSchema,
  RecordDeliveredSchema,
  RecordNotDeliveredSchema,
} from '../schemas/delivery-outcome.ts';
import { OrderIdParamsSchema } from '../schemas/order-overview.ts';
import { defineEndpoint } from './endpoint.ts';

// How a drop is closed (decision 045): the back office types in a paper ticket, and the
// driver's phone will send the same requests, each safe to repeat with its Idempotency-Key.

const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'Send an Idempotency-Key header: 8-100 URL-safe characters' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 URL-safe characters'),
});

/** Room for a 2 MB image in base64 and the rest of the body. */
const PROOF_BODY_LIMIT = Math.ceil(MAX_PROOF_BYTES / 3) * 4 + 16 * 1024;

export const recordDelivered = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/delivered',
  summary:
    "Close a drop as delivered: the ticket's weight, number and time with the signature or photo; re-bills when the weight differs by the tolerance. Once per order: a repeat answers the first",
  access: 'admin',
  area: 'deliveries',
  params: OrderIdParamsSchema,
  headers: idempotencyHeaders,
  body: RecordDeliveredSchema,
  bodyLimit: PROOF_BODY_LIMIT,
  response: { status: 200, schema: DeliveryOutcomeSchema },
});

export const recordNotDelivered = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/not-delivered',
  summary:
    'Close a drop as not delivered, with the reason; the aborted-delivery charge, where it applies, becomes a line of the invoice. Once per order: a repeat answers the first',
  access: 'admin',
  area: 'deliveries',
  params: OrderIdParamsSchema,
  headers: idempotencyHeaders,
  body: RecordNotDeliveredSchema,
  response: { status: 200, schema: DeliveryOutcomeSchema },
});

export const getDeliveryOutcome = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:id/delivery-outcome',
  summary: "How the order's drop was closed, or null while it is open",
  access: 'admin',
  area: 'deliveries',
  params: OrderIdParamsSchema,
  response: { status: 200, schema: DeliveryOutcomeAnswerSchema },
});

export const deliveryNotePdf = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:id/delivery-note',
  summary: "The delivered order's delivery note as a PDF (404 until it is delivered)",
  access: 'admin',
  area: 'deliveries',
  params: OrderIdParamsSchema,
  response: { status: 200, file: 'application/pdf' },
});

export const deliveryOutcomesAdminEndpoints = {
  recordDelivered,
  recordNotDelivered,
  getDeliveryOutcome,
  deliveryNotePdf,
};

export const myDeliveryNotePdf = defineEndpoint({
  method: 'GET',
  path: '/api/customers/me/orders/:id/delivery-note',
  summary: "The delivery note of one of the signed-in customer's delivered orders, as a PDF",
  access: 'customer',
  perMinute: 30,
  params: OrderIdParamsSchema,
  response: { status: 200, file: 'application/pdf' },
});

export const deliveryNoteCustomerEndpoints = { myDeliveryNotePdf };
