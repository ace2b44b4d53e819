import { customerAudit } from '#shared/api/customers';
import type { ShopContext } from '#server/shop-context';
import type { OrdersService } from '../orders/orders.service.ts';
import { createAccountEmailLimit } from './account-email-limit.ts';
import { createAuthService } from './auth.service.ts';
import { createCustomerDevices } from './customer-devices.ts';
import { registerCustomerAdminRoutes } from './customers-admin.routes.ts';
import { createCustomersAdminService } from './customers-admin.service.ts';
import { registerCustomerRoutes } from './customers.routes.ts';
import { createCustomersService } from './customers.service.ts';
import { registerEmailVerificationPage } from './email-verification-page.ts';
import { createEmailVerificationRepo } from './email-verification.repo.ts';
import {
  createEmailVerificationLinks,
  createEmailVerificationService,
  ENDED_VERIFICATION_KEPT_MS,
} from './email-verification.service.ts';
import { createGuestOrdersService, type GuestOrderBook } from './guest-orders.service.ts';
import { createPasswordResetRepo } from './password-reset.repo.ts';

/**
 * Customers' profiles, sign-in and the back office's Customers tab. The account's own
 * endpoints come later (`customerAccountModule`): they list the customer's orders, and
 * placing an order needs the profile built here.
 */
export function customersModule(ctx: ShopContext) {
  ctx.audit.declare(customerAudit);
  const { db, transaction, now, audit, implement } = ctx;
  const customers = createCustomersService({ db, transaction, now, audit });
  // The customer who asked keeps a new order's delivery address on their profile.
  ctx.orderEvents.on('order.placed', 'records', async (tx, { placed }) => {
    for (const { order, saveAddressFor } of placed) {
      if (saveAddressFor === null) continue;
      const { addressLine1, addressLine2, city, postcode } = order;
      await customers.saveAddress(tx, saveAddressFor, {
        addressLine1,
        addressLine2,
        city,
        postcode,
      });
    }
  });
  const customersAdmin = createCustomersAdminService({ db, transaction, now, audit });
  const verificationLinks = createEmailVerificationLinks({ publicUrl: ctx.config.publicUrl });
  // One share per mailbox for registrations, resets and verification links alike.
  const accountEmails = createAccountEmailLimit(ctx);
  const devices = createCustomerDevices({ db, transaction, now });
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
    verificationLinks,
    accountEmails,
    paymentsEnabled: () => ctx.settings.paymentsEnabled(),
  });
  ctx.admin((admin) =>
    registerCustomerAdminRoutes(admin, { customers: customersAdmin, implement }),
  );
  // Password-reset links past their time; verification links ended long enough ago that no one
  // clicks them now; remembered devices past theirs.
  ctx.jobs.cleanUp((at) => createPasswordResetRepo(db).deleteDead(at));
  ctx.jobs.cleanUp((at) =>
    createEmailVerificationRepo(db).deleteEndedBefore(
      new Date(at.getTime() - ENDED_VERIFICATION_KEPT_MS),
    ),
  );
  ctx.jobs.cleanUp((at) => devices.deleteExpired(at));
  return {
    customers,
    auth,
    customerExists: customersAdmin.exists,
    verificationLinks,
    accountEmails,
    devices,
  };
}

/**
 * Registration, sign-in, the profile and the customer's orders; email verification with its
 * link's page (decision 028), after which the customer chooses which guest orders placed with
 * the address to add (decision 031).
 */
export async function customerAccountModule(
  ctx: ShopContext,
  uses: {
    customers: ReturnType<typeof customersModule>;
    orders: Pick<OrdersService, 'listForCustomer'>;
    guestOrders: GuestOrderBook;
  },
): Promise<void> {
  const { auth, customers, verificationLinks, accountEmails, devices } = uses.customers;
  const guestOrders = createGuestOrdersService({
    db: ctx.db,
    transaction: ctx.transaction,
    now: ctx.now,
    newOrdersEmail: () => ctx.settings.newOrdersEmail(),
    guestOrders: uses.guestOrders,
  });
  const verification = createEmailVerificationService({
    db: ctx.db,
    transaction: ctx.transaction,
    now: ctx.now,
    links: verificationLinks,
    outbox: ctx.outbox,
    audit: ctx.audit,
    createCounter: ctx.createCounter,
    countGuestOrders: (email) => guestOrders.countFor(email),
    accountEmails,
  });
  await registerEmailVerificationPage(ctx.app, { verification, rateLimit: ctx.rateLimit });
  registerCustomerRoutes(ctx.app, {
    auth,
    customers,
    verification,
    guestOrders,
    devices,
    orders: uses.orders,
    sessions: ctx.sessions,
    deviceCookies: ctx.deviceCookies,
    audit: ctx.audit,
    implement: ctx.implement,
  });
}
