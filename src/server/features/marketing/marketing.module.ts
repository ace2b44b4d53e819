import type { ShopContext } from '#server/shop-context';
import { registerMarketingConsentRoutes, registerUnsubscribeRoutes } from './marketing.routes.ts';

/** The account's consent endpoints and the unsubscribe link's page. */
export async function marketingModule(ctx: ShopContext): Promise<void> {
  const { consent, links } = ctx.marketing;
  registerMarketingConsentRoutes(ctx.app, { consent, implement: ctx.implement });
  await registerUnsubscribeRoutes(ctx.app, { consent, links, rateLimit: ctx.rateLimit });
}
