import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CheckEmailSchema,
  ForgotPasswordSchema,
  LoginRequestSchema,
  ProfileUpdateSchema,
  RegisterRequestSchema,
  ResetPasswordSchema,
} from '#shared/schemas/customers';
import { auditSource } from '#server/http/audit-source';
import { CUSTOMER_DEVICE, type DeviceCookies } from '#server/http/device-cookie';
import type { RouteRateLimit } from '#server/http/rate-limit';
import { CUSTOMER_SESSION, type Sessions } from '#server/http/sessions';
import { validate } from '#server/http/validate';
import type { AuditLog } from '../audit/audit-log.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { AUTH_MESSAGES, type AuthService } from './auth.service.ts';
import type { CustomersService } from './customers.service.ts';

/** Account answers are personal: no browser cache or proxy may keep a copy. */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

export function registerCustomerRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    customers: CustomersService;
    orders: Pick<OrdersService, 'listForCustomer'>;
    sessions: Sessions;
    deviceCookies: DeviceCookies;
    rateLimit: (max: number) => RouteRateLimit;
    audit: Pick<AuditLog, 'record'>;
  },
): void {
  const { auth, customers, sessions, deviceCookies, audit } = deps;
  const issueDevice = async (reply: FastifyReply, email: string) =>
    deviceCookies.issue(reply, CUSTOMER_DEVICE, email, await auth.deviceBinding(email));
  /** Every route here is private; `perMinute` adds a per-IP limit. */
  const options = (perMinute?: number) => ({
    onRequest: noStore,
    config: perMinute === undefined ? {} : { rateLimit: deps.rateLimit(perMinute) },
  });

  app.post('/api/customers/register', options(5), async (request, reply) => {
    const customer = await auth.register(
      validate(RegisterRequestSchema, request.body),
      auditSource(request, 'visitor'),
    );
    await sessions.start(request, reply, CUSTOMER_SESSION, customer.id);
    await issueDevice(reply, customer.email);
    return reply.status(201).send({ customer });
  });

  app.post('/api/customers/login', options(10), async (request, reply) => {
    const input = validate(LoginRequestSchema, request.body);
    // Bound to the account's current password: one from before a reset counts for nothing.
    const device = deviceCookies.read(
      request,
      CUSTOMER_DEVICE,
      await auth.deviceBinding(input.email),
    );
    const customer = await auth.login(input, device, auditSource(request, 'visitor'));
    await sessions.start(request, reply, CUSTOMER_SESSION, customer.id, (tx) =>
      audit.record(tx, {
        action: 'customer.signed_in',
        ...auditSource(request, 'customer'),
        entity: { type: 'customer', id: customer.id },
      }),
    );
    // This browser may sign in again while guesses from elsewhere lock the account.
    await issueDevice(reply, customer.email);
    return { customer };
  });

  app.post('/api/customers/logout', options(), async (request, reply) => {
    await sessions.end(request, reply, CUSTOMER_SESSION, (tx, ended) =>
      audit.record(tx, {
        action: 'customer.signed_out',
        ...auditSource(request, 'customer'),
        entity: ended.customerId === null ? null : { type: 'customer', id: ended.customerId },
      }),
    );
    return { message: AUTH_MESSAGES.loggedOut };
  });

  app.get('/api/customers/me', options(), async (request) =>
    customers.current(await sessions.requireCustomer(request)),
  );

  app.patch('/api/customers/profile', options(), async (request) => {
    const customerId = await sessions.requireCustomer(request);
    return customers.updateProfile(
      customerId,
      validate(ProfileUpdateSchema, request.body),
      auditSource(request, 'customer'),
    );
  });

  app.get('/api/customers/orders', options(), async (request) =>
    deps.orders.listForCustomer(await sessions.requireCustomer(request)),
  );

  app.get('/api/customers/pricing', options(), async (request) =>
    customers.pricing(await sessions.requireCustomer(request)),
  );

  app.post('/api/customers/check-email', options(20), async (request) => {
    const { email } = validate(CheckEmailSchema, request.body);
    return { exists: await auth.emailExists(email) };
  });

  app.post('/api/customers/forgot-password', options(5), async (request) => {
    const { email } = validate(ForgotPasswordSchema, request.body);
    await auth.requestPasswordReset(email, auditSource(request, 'visitor'));
    return { message: AUTH_MESSAGES.resetRequested };
  });

  app.post('/api/customers/reset-password', options(10), async (request, reply) => {
    await auth.resetPassword(
      validate(ResetPasswordSchema, request.body),
      auditSource(request, 'visitor'),
    );
    // Every session of the customer is gone; drop this browser's cookie too.
    sessions.clearCookie(reply, CUSTOMER_SESSION);
    return { message: AUTH_MESSAGES.passwordReset };
  });
}
