import type { FastifyInstance } from 'fastify';
import { accountDeletionEndpoints } from '#shared/api/customers';
import { dataErasureEndpoints } from '#shared/api/data-requests';
import { auditSource } from '#server/http/audit-source';
import { CUSTOMER_DEVICE, type DeviceCookies } from '#server/http/device-cookie';
import type { ImplementEndpoints } from '#server/http/endpoints';
import { CUSTOMER_SESSION, type Sessions } from '#server/http/sessions';
import type { ErasureService } from './erasure.service.ts';

/** 'Delete my account': the session and the device cookie go with the account. */
export function registerErasureRoutes(
  app: FastifyInstance,
  deps: {
    erasure: ErasureService;
    sessions: Pick<Sessions, 'clearCookie'>;
    deviceCookies: Pick<DeviceCookies, 'clear'>;
    implement: ImplementEndpoints;
  },
): void {
  deps.implement(app, accountDeletionEndpoints, {
    deleteMyAccount: async ({ body, customerId, request, reply }) => {
      const report = await deps.erasure.deleteAccount(
        customerId,
        body.password,
        auditSource(request, 'customer'),
      );
      deps.sessions.clearCookie(reply, CUSTOMER_SESSION);
      deps.deviceCookies.clear(reply, CUSTOMER_DEVICE);
      void reply.header('Cache-Control', 'no-store');
      return report;
    },
  });
}

/** The business's erasure by email address; registered inside the admin scope. */
export function registerErasureAdminRoutes(
  app: FastifyInstance,
  deps: { erasure: ErasureService; implement: ImplementEndpoints },
): void {
  deps.implement(app, dataErasureEndpoints, {
    eraseDataRequest: async ({ body, request }) =>
      deps.erasure.eraseByEmail(body.email, auditSource(request, 'admin')),
  });
}
