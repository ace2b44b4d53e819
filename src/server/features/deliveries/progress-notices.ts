import { progressEmail, progressStage } from '#domain/order-progress';
import type { Order } from '#shared/schemas/orders';
import type { Database } from '#server/db/client';
import { createOutboxRepo, type OutboxMessage } from '../mail/outbox.repo.ts';
import { orderProgressEmail } from '../mail/templates/delivery-emails.ts';
import type { TrackingLinks } from '../tracking/tracking-links.ts';

/** How long a change can be undone without the customer hearing of it. */
export const UNDO_WINDOW_MS = 60_000;

/** A held progress email's key: the prefix, then the stage the order left ("confirmed"). */
const HOLD_PREFIX = 'order-progress:';

export interface OrderChange {
  before: Order;
  after: Order;
}

/**
 * Tells customers when their orders move on (confirmed, scheduled, out, delivered, failed,
 * cancelled). Each email waits a minute before it goes. A change within that minute withdraws
 * the waiting email: one that puts the order back where it was then sends nothing, any other
 * sends the email for where the order is now. The held email's key remembers the stage the
 * order had left, which is how an undo is recognised across several quick changes.
 */
export function createProgressNotices(deps: { trackingLinks: TrackingLinks }) {
  return {
    /** Runs in the transaction of the changes; answers how many emails were queued. */
    async changed(tx: Database, changes: OrderChange[], at: Date): Promise<number> {
      const moved = changes
        .map((c) => ({ order: c.after, from: progressStage(c.before), to: progressStage(c.after) }))
        .filter((m) => m.from !== m.to);
      if (moved.length === 0) return 0;
      const outbox = createOutboxRepo(tx);
      const withdrawn = await outbox.withdrawHeld(
        moved.map((m) => m.order.id),
        HOLD_PREFIX,
        at,
      );
      const heardBefore = new Map(
        withdrawn.map((w) => [w.orderId, w.holdKey.slice(HOLD_PREFIX.length)]),
      );
      const due = moved.flatMap((m) => {
        // The stage the customer last heard of (or would have): before any withdrawn change.
        const heard = heardBefore.get(m.order.id) ?? m.from;
        const kind = progressEmail(heard, m.to);
        return kind ? [{ orderId: m.order.id, order: m.order, heard, kind }] : [];
      });
      if (due.length === 0) return 0;
      const linked = await deps.trackingLinks.issue(tx, due);
      const sendAfter = new Date(at.getTime() + UNDO_WINDOW_MS);
      const emails: OutboxMessage[] = linked.map((d) => ({
        ...orderProgressEmail(d.kind, d.order, d.trackUrl),
        holdKey: `${HOLD_PREFIX}${d.heard}`,
        sendAfter,
      }));
      await outbox.enqueue(emails);
      return emails.length;
    },
  };
}

export type ProgressNotices = ReturnType<typeof createProgressNotices>;
