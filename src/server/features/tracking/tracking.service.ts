import { orderTimeline, type TimelineStepKey } from '#domain/delivery-timeline';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { TRACKING_TOKEN_PATTERN } from '#shared/tracking-paths';
import { LINK_EXPIRED } from '#shared/order-links';
import type { TrackedOrder, TrackingResult } from '#shared/tracking';
import type { OrderLinksService } from '../order-links/order-links.service.ts';
import { trackingTokenHash } from './tracking-links.ts';
import { createTrackingRepo } from './tracking.repo.ts';

export const TRACKING_NOT_FOUND = 'We could not find an order for this tracking link';

/** A status (order or delivery) and the timeline step it reaches. */
const STEP_OF: Record<string, TimelineStepKey> = {
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  scheduled: 'scheduled',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  failed: 'failed',
};

/** The tracking page's order, found by the token in a customer's email link. */
export function createTrackingService(deps: {
  db: Database;
  links: Pick<OrderLinksService, 'standing'>;
}) {
  /**
   * The order a token opens; 'expired' for a link past its time or revoked; null for a token
   * that is unknown or not one of ours.
   */
  async function find(token: string): Promise<TrackingResult> {
    if (!TRACKING_TOKEN_PATTERN.test(token)) return null;
    const repo = createTrackingRepo(deps.db);
    const order = await repo.findOrder(trackingTokenHash(token));
    if (!order) return null;
    const standing = await deps.links.standing(order.id);
    if (!standing) return null;
    if (standing.expired || standing.linkVersion !== order.tokenLinkVersion) return 'expired';
    const reachedAt: Partial<Record<TimelineStepKey, string>> = {};
    for (const event of await repo.progressEvents(order.id)) {
      const step = event.newValue ? STEP_OF[event.newValue] : undefined;
      if (step) reachedAt[step] = event.createdAt.toISOString();
    }
    const steps = orderTimeline(
      {
        createdAt: order.createdAt.toISOString(),
        status: order.status,
        delivery: {
          status: order.deliveryStatus,
          date: order.deliveryDate,
          slot: order.deliverySlot,
          failureReason: order.deliveryFailureReason,
        },
      },
      reachedAt,
    );
    return {
      orderId: order.id,
      firstName: order.firstName,
      quantity: Number(order.quantity),
      city: order.city,
      postcode: order.postcode,
      bookedDate:
        order.status !== 'cancelled' && order.deliveryStatus === 'to_be_scheduled'
          ? order.deliveryBookedDate
          : null,
      delivered: order.deliveryStatus === 'delivered' ? await repo.deliveredDrop(order.id) : null,
      steps,
    };
  }

  return {
    find,
    async track(token: string): Promise<TrackedOrder> {
      const order = await find(token);
      if (!order) throw new AppError('not_found', TRACKING_NOT_FOUND);
      if (order === 'expired') throw new AppError('gone', LINK_EXPIRED.message);
      return order;
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
