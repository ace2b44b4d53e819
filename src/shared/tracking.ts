import { z } from 'zod';

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
 * What the tracking page shows. No more than the order's own emails
 * say, and less: no email address, phone or billing address, only the delivery town.
 */
export const TrackedOrderSchema = z.object({
  orderId: z.number().int(),
  firstName: z.string(),
  quantity: z.number(),
  city: z.string(),
  postcode: z.string(),
  /**
   * The delivery day booked on a round (YYYY-MM-DD) while it is still the plan: null when
   * none was booked, and once the delivery is scheduled (the scheduled step has the date then)
   * or the order is cancelled.
   */
  bookedDate: z.string().nullable(),
  /** The recorded drop (decision 045): when, and the weigh-loader's weight; null until then. */
  delivered: z.object({ at: z.iso.datetime(), tonnes: z.string() }).nullable(),
  steps: z.array(TimelineStepSchema),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;

/** What a tracking link opens: the order, 'expired' (past its time or revoked), or null (none). */
export type TrackingResult = TrackedOrder | 'expired' | null;
