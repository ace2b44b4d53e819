import type { ShopContext } from '#server/shop-context';
import { registerContactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';

/** The contact form: a message to customer service and an acknowledgement to the sender. */
export function contactModule(ctx: ShopContext): void {
  const contact = createContactService({
    transaction: ctx.transaction,
    now: ctx.now,
    createCounter: ctx.createCounter,
    settings: ctx.settings,
    outbox: ctx.outbox,
  });
  registerContactRoutes(ctx.app, { contact, implement: ctx.implement });
}
