import type { FastifyInstance } from 'fastify';
import { DataErasureSchema, DeleteAccountSchema } from '#shared/schemas/data-requests';
import { auditSource } from '#server/http/audit-source';
import { CUSTOMER_DEVICE, type DeviceCookies } from '#server/http/device-cookie';
import type { RouteRateLimit } from '#server/http/rate-limit';
import { CUSTOMER_SESSION, type Sessions } from '#server/http/sessions';
import { validate } from '#server/http/validate';
import type { ErasureService } from './erasure.service.ts';

/** 'Delete my account': the session and the device cookie go with the account. */
export function registerErasureRoutes(
  app: FastifyInstance,
  deps: {
    erasure: ErasureService;
    sessions: Pick<Sessions, 'requireCustomer' | 'clearCookie'>;
    deviceCookies: Pick<DeviceCookies, 'clear'>;
    rateLimit: (max: number) => RouteRateLimit;
  },
): void {
  app.post(
    '/api/customers/me/delete',
    { config: { rateLimit: deps.rateLimit(5) } },
    async (request, reply) => {
      const customerId = await deps.sessions.requireCustomer(request);
      const { password } = validate(DeleteAccountSchema, request.body);
      const report = await deps.erasure.deleteAccount(
        customerId,
        password,
        auditSource(request, 'customer'),
      );
      deps.sessions.clearCookie(reply, CUSTOMER_SESSION);
      deps.deviceCookies.clear(reply, CUSTOMER_DEVICE);
      return reply.header('Cache-Control', 'no-store').send(report);
    },
  );
}

/** The business's erasure by email address; registered inside the admin scope. */
export function registerErasureAdminRoutes(
  app: FastifyInstance,
  deps: { erasure: ErasureService },
): void {
  app.post('/api/admin/data-requests/erase', async (request) => {
    const { email } = validate(DataErasureSchema, request.body);
    return deps.erasure.eraseByEmail(email, auditSource(request, 'admin'));
  });
}
