import type { ShopContext } from '#server/shop-context';
import type { OrdersService } from '../orders/orders.service.ts';
import { createAuthService } from './auth.service.ts';
import { registerCustomerAdminRoutes } from './customers-admin.routes.ts';
import { createCustomersAdminService } from './customers-admin.service.ts';
import { registerCustomerRoutes } from './customers.routes.ts';
import { createCustomersService } from './customers.service.ts';
import { createPasswordResetRepo } from './password-reset.repo.ts';

/**
 * Customers' profiles, sign-in and the back office's Customers tab. The account's own
 * endpoints come later (`customerAccountModule`): they list the customer's orders, and
 * placing an order needs the profile built here.
 */
export function customersModule(ctx: ShopContext) {
  const { db, transaction, now, audit, route } = ctx;
  const customers = createCustomersService({ db, transaction, now, audit });
  const customersAdmin = createCustomersAdminService({ db, transaction, now, audit });
  const auth = createAuthService({
    db,
    transaction,
    sessions: ctx.sessions,
    now,
    publicUrl: ctx.config.publicUrl,
    outbox: ctx.outbox,
    createCounter: ctx.createCounter,
    audit,
    marketingConsent: ctx.marketing.consent,
  });
  ctx.admin((admin) => registerCustomerAdminRoutes(admin, { customers: customersAdmin, route }));
  return {
    customers,
    auth,
    customerExists: customersAdmin.exists,
    /** Housekeeping: password-reset links past their time. */
    deleteDeadPasswordResets: (at: Date) => createPasswordResetRepo(db).deleteDead(at),
  };
}

/** Registration, sign-in, the profile and the customer's orders. */
export function customerAccountModule(
  ctx: ShopContext,
  uses: {
    customers: ReturnType<typeof customersModule>;
    orders: Pick<OrdersService, 'listForCustomer'>;
  },
): void {
  const { auth, customers } = uses.customers;
  registerCustomerRoutes(ctx.app, {
    auth,
    customers,
    orders: uses.orders,
    sessions: ctx.sessions,
    deviceCookies: ctx.deviceCookies,
    audit: ctx.audit,
    route: ctx.route,
  });
}
