import { z } from 'zod';
import { LINK_RATE_PER_MINUTE } from '../order-links.ts';
import { TrackedOrderSchema } from '../tracking.ts';
import { defineEndpoint } from './endpoint.ts';

// The tracking page: an order's timeline for whoever holds a link from its emails. An unknown
// token answers 404, a link past its time or revoked 410. Never cached, never a referrer.

export const trackOrder = defineEndpoint({
  method: 'GET',
  path: '/api/track/:token',
  summary: "An order's delivery timeline, opened by the token of a link from its emails",
  access: 'public',
  perMinute: LINK_RATE_PER_MINUTE,
  params: z.object({ token: z.string() }),
  response: { status: 200, schema: TrackedOrderSchema },
});

export const trackingEndpoints = { trackOrder };
