import type { ShopContext } from '#server/shop-context';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import { registerReorderReminderRoutes } from './reorder-reminders.routes.ts';
import { createReorderRemindersService } from './reorder-reminders.service.ts';

/** The account's reminder switch, and the daily reminders for the housekeeping job. */
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
  return { reorderReminders: { runOnce: () => reminders.runOnce() } };
}
