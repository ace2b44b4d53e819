import { z } from 'zod';

/** A tracking token as the shop makes them: 32 random bytes in base64url (43 characters). */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const TRACK_PATH_PREFIX = '/track/';
export const trackPath = (token: string) => `${TRACK_PATH_PREFIX}${token}`;

/** The token a /track/<token> path names, or null when it is no tracking path or no token. */
export function trackingTokenOf(pathname: string): string | null {
  if (!pathname.startsWith(TRACK_PATH_PREFIX)) return null;
  const token = pathname.slice(TRACK_PATH_PREFIX.length);
  return TRACKING_TOKEN_PATTERN.test(token) ? token : null;
}

const TimelineStepSchema = z.object({
  key: z.enum([
    'placed',
    'confirmed',
    'scheduled',
    'out_for_delivery',
    'delivered',
    'failed',
    'cancelled',
  ]),
  done: z.boolean(),
  at: z.string().nullable(),
  date: z.string().nullable(),
  slot: z.enum(['am', 'pm']).nullable(),
  reason: z.string().nullable(),
});

/**
 * GET /api/track/:token: what the tracking page shows. No more than the order's own emails
 * say, and less: no email address, phone or billing address, only the delivery town.
 */
export const TrackedOrderSchema = z.object({
  orderId: z.number().int(),
  firstName: z.string(),
  quantity: z.number(),
  city: z.string(),
  postcode: z.string(),
  steps: z.array(TimelineStepSchema),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;
