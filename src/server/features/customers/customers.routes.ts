import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { customerAccountEndpoints } from '#shared/api/customers';
import { auditSource } from '#server/http/audit-source';
import { CUSTOMER_DEVICE, type DeviceCookies } from '#server/http/device-cookie';
import type { ImplementEndpoints } from '#server/http/endpoints';
import { AppError } from '#server/http/app-error';
import { CUSTOMER_SESSION, NOT_SIGNED_IN_MESSAGE, type Sessions } from '#server/http/sessions';
import type { AuditLog } from '../audit/audit-log.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { AUTH_MESSAGES, type AuthService } from './auth.service.ts';
import type { CustomerDevices } from './customer-devices.ts';
import type { CustomersService } from './customers.service.ts';
import type { EmailVerificationService } from './email-verification.service.ts';
import type { GuestOrdersService } from './guest-orders.service.ts';

export function registerCustomerRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    customers: CustomersService;
    verification: EmailVerificationService;
    guestOrders: GuestOrdersService;
    devices: CustomerDevices;
    orders: Pick<OrdersService, 'listForCustomer'>;
    sessions: Sessions;
    deviceCookies: DeviceCookies;
    audit: Pick<AuditLog, 'record'>;
    implement: ImplementEndpoints;
  },
): void {
  const { auth, customers, devices, sessions, deviceCookies, audit, implement } = deps;
  /** This browser is remembered for the account's sign-in, with the session it now has. */
  const rememberDevice = async (
    request: FastifyRequest,
    reply: FastifyReply,
    customerId: number,
    sessionIdHash: string,
  ) => {
    const presented = deviceCookies.value(request, CUSTOMER_DEVICE);
    const token = await devices.remember(customerId, sessionIdHash, presented);
    deviceCookies.set(reply, CUSTOMER_DEVICE, token);
  };

  void app.register(async (scope) => {
    // Account answers are personal: no browser cache or proxy may keep a copy, a refusal
    // (401, 429) included, so the header is set before anything else runs.
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });

    implement(scope, customerAccountEndpoints, {
      registerCustomer: async ({ body, request, reply }) => {
        const customer = await auth.register(body, auditSource(request, 'visitor'));
        const session = await sessions.start(request, reply, CUSTOMER_SESSION, customer.id);
        await rememberDevice(request, reply, customer.id, session);
        return { customer };
      },

      login: async ({ body, request, reply }) => {
        // Known only while stored: one from before a reset, or forgotten, counts for nothing.
        const device = await devices.recognise(deviceCookies.value(request, CUSTOMER_DEVICE));
        const customer = await auth.login(body, device, auditSource(request, 'visitor'));
        const session = await sessions.start(request, reply, CUSTOMER_SESSION, customer.id, (tx) =>
          audit.record(tx, {
            action: 'customer.signed_in',
            ...auditSource(request, 'customer'),
            entity: { type: 'customer', id: customer.id },
          }),
        );
        // This browser may sign in again while guesses from elsewhere lock the account.
        await rememberDevice(request, reply, customer.id, session);
        return { customer };
      },

      logout: async ({ body, request, reply }) => {
        const forget = body?.forgetBrowser === true;
        await sessions.end(request, reply, CUSTOMER_SESSION, async (tx, ended) => {
          // The device cookie is sent to sign-in only: it is found by the session it signed in to.
          if (forget) await devices.forgetSession(tx, ended.idHash);
          await audit.record(tx, {
            action: 'customer.signed_out',
            ...auditSource(request, 'customer'),
            entity: ended.customerId === null ? null : { type: 'customer', id: ended.customerId },
          });
        });
        if (forget) deviceCookies.clear(reply, CUSTOMER_DEVICE);
        return { message: AUTH_MESSAGES.loggedOut };
      },

      currentCustomer: async ({ customerId }) => customers.current(customerId),

      updateProfile: async ({ body, customerId, request }) =>
        customers.updateProfile(customerId, body, auditSource(request, 'customer')),

      customerOrders: async ({ customerId }) => deps.orders.listForCustomer(customerId),

      customerPricing: async ({ customerId }) => customers.pricing(customerId),

      checkEmail: async ({ body }) => ({
        exists: await auth.emailExists(body.email),
      }),

      forgotPassword: async ({ body, request }) => {
        await auth.requestPasswordReset(body.email, auditSource(request, 'visitor'));
        return { message: AUTH_MESSAGES.resetRequested };
      },

      resetPassword: async ({ body, request, reply }) => {
        await auth.resetPassword(body, auditSource(request, 'visitor'));
        // Every session of the customer is gone; drop this browser's cookie too.
        sessions.clearCookie(reply, CUSTOMER_SESSION);
        return { message: AUTH_MESSAGES.passwordReset };
      },

      verifyEmail: async ({ body, request }) =>
        deps.verification.verify(body.token, auditSource(request, 'customer')),

      sendVerificationEmail: async ({ customerId, request }) =>
        deps.verification.resend(customerId, auditSource(request, 'customer')),

      customerGuestOrders: async ({ customerId }) => deps.guestOrders.list(customerId),

      claimGuestOrders: async ({ body, customerId, request }) =>
        deps.guestOrders.claim(customerId, body.orderIds, auditSource(request, 'customer')),

      changePassword: async ({ body, customerId, request, reply }) => {
        // Present: the endpoint is for customers, so the session was checked before the body.
        const sessionId = await sessions.customerSessionId(request);
        if (sessionId === null) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
        const customer = await auth.changePassword(
          customerId,
          body,
          sessionId,
          auditSource(request, 'customer'),
        );
        // A new password forgets every browser: this one is remembered afresh, the others lapse.
        await rememberDevice(request, reply, customer.id, sessionId);
        return { message: AUTH_MESSAGES.passwordChanged };
      },
    });
  });
}
