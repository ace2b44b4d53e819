import type { ShopContext } from '#server/shop-context';
import { registerContactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';

/** The contact form: a message to customer service through the outbox. */
export function contactModule(ctx: ShopContext): void {
  const contact = createContactService({ db: ctx.db, settings: ctx.settings, outbox: ctx.outbox });
  registerContactRoutes(ctx.app, { contact, route: ctx.route });
}
