import type { FastifyInstance } from 'fastify';
import { deleteMyAccount } from '#shared/api/customers';
import { eraseDataRequest } from '#shared/api/data-requests';
import { auditSource } from '#server/http/audit-source';
import { CUSTOMER_DEVICE, type DeviceCookies } from '#server/http/device-cookie';
import type { EndpointRoutes } from '#server/http/endpoints';
import { CUSTOMER_SESSION, type Sessions } from '#server/http/sessions';
import type { ErasureService } from './erasure.service.ts';

/** 'Delete my account': the session and the device cookie go with the account. */
export function registerErasureRoutes(
  app: FastifyInstance,
  deps: {
    erasure: ErasureService;
    sessions: Pick<Sessions, 'clearCookie'>;
    deviceCookies: Pick<DeviceCookies, 'clear'>;
    route: EndpointRoutes;
  },
): void {
  deps.route(app, deleteMyAccount, async ({ body, customerId, request, reply }) => {
    const report = await deps.erasure.deleteAccount(
      customerId,
      body.password,
      auditSource(request, 'customer'),
    );
    deps.sessions.clearCookie(reply, CUSTOMER_SESSION);
    deps.deviceCookies.clear(reply, CUSTOMER_DEVICE);
    void reply.header('Cache-Control', 'no-store');
    return report;
  });
}

/** The business's erasure by email address; registered inside the admin scope. */
export function registerErasureAdminRoutes(
  app: FastifyInstance,
  deps: { erasure: ErasureService; route: EndpointRoutes },
): void {
  deps.route(app, eraseDataRequest, async ({ body, request }) =>
    deps.erasure.eraseByEmail(body.email, auditSource(request, 'admin')),
  );
}
