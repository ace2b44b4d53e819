import type { ShopContext } from '#server/shop-context';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import { registerReorderReminderRoutes } from './reorder-reminders.routes.ts';
import { createReorderRemindersService } from './reorder-reminders.service.ts';

/** Reminders go out within a few hours of a new day; the sent rows stop any repeat. */
const REORDER_REMINDERS_EVERY_MS = 6 * 60 * 60_000;

/** The account's reminder switch, and the job that sends the reminders due. */
export function reorderRemindersModule(
  ctx: ShopContext,
  uses: { deliveryPromise: Pick<DeliveryPromiseService, 'promise'> },
) {
  const reminders = createReorderRemindersService({
    db: ctx.db,
    transaction: ctx.transaction,
    now: ctx.now,
    publicUrl: ctx.config.publicUrl,
    settings: ctx.settings,
    consent: ctx.marketing.consent,
    outbox: ctx.outbox,
    deliveryPromise: uses.deliveryPromise,
  });
  registerReorderReminderRoutes(ctx.app, { reminders, implement: ctx.implement });
  ctx.jobs.every({
    name: 'reorder-reminders',
    everyMs: REORDER_REMINDERS_EVERY_MS,
    run: async () => {
      const { sent } = await reminders.runOnce();
      if (sent > 0) ctx.log.info({ emails: sent }, 'reorder reminders queued');
    },
  });
}
