import type { ShopContext } from '#server/shop-context';
import {
  registerDataRequestAdminRoutes,
  registerDataRequestRoutes,
} from './data-requests.routes.ts';
import { createDataRequestsService } from './data-requests.service.ts';

/** A person's data export: their own from the account, anyone's by email in the back office. */
export function dataRequestsModule(ctx: ShopContext): void {
  const { consent } = ctx.marketing;
  const dataRequests = createDataRequestsService({
    db: ctx.db,
    now: ctx.now,
    audit: ctx.audit,
    createCounter: ctx.createCounter,
    consentHistory: (customerId, tx) => consent.consentHistory(customerId, tx),
  });
  const { implement } = ctx;
  registerDataRequestRoutes(ctx.app, { dataRequests, implement });
  ctx.admin((admin) => registerDataRequestAdminRoutes(admin, { dataRequests, implement }));
}
