import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AdminAuthenticateSchema } from '#shared/schemas/admin';
import { auditSource } from '#server/http/audit-source';
import { ADMIN_DEVICE, type DeviceCookies } from '#server/http/device-cookie';
import type { RouteRateLimit } from '#server/http/rate-limit';
import { ADMIN_SESSION, type Sessions } from '#server/http/sessions';
import { validate } from '#server/http/validate';
import type { AuditLog } from '../audit/audit-log.ts';
import {
  ADMIN_AUTH_MESSAGES,
  ADMIN_DEVICE_SUBJECT,
  type AdminAuthService,
} from './admin-auth.service.ts';

async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

/** The password gate of the back office; everything else is behind registerAdminScope. */
export function registerAdminAuthRoutes(
  app: FastifyInstance,
  deps: {
    adminAuth: AdminAuthService;
    sessions: Sessions;
    deviceCookies: DeviceCookies;
    rateLimit: (max: number) => RouteRateLimit;
    audit: Pick<AuditLog, 'record'>;
  },
): void {
  const { adminAuth, sessions, deviceCookies, audit } = deps;

  app.post(
    '/api/admin/authenticate',
    { onRequest: noStore, config: { rateLimit: deps.rateLimit(10) } },
    async (request, reply) => {
      const { password } = validate(AdminAuthenticateSchema, request.body);
      await adminAuth.authenticate(password, {
        ip: request.ip,
        log: request.log,
        device: deviceCookies.read(request, ADMIN_DEVICE),
      });
      // A new session id on every sign-in (session fixation); the old admin session goes.
      await sessions.start(request, reply, ADMIN_SESSION, null, (tx) =>
        audit.record(tx, { action: 'admin.signed_in', ...auditSource(request, 'admin') }),
      );
      // This browser may sign in again while a flood of guesses locks out new ones.
      deviceCookies.issue(reply, ADMIN_DEVICE, ADMIN_DEVICE_SUBJECT);
      return { message: ADMIN_AUTH_MESSAGES.authenticated };
    },
  );

  app.get('/api/admin/check-auth', { onRequest: noStore }, async (request) => {
    await sessions.requireAdmin(request);
    return { authenticated: true };
  });

  // Answers 200 even without a session: signing out twice is not an error worth showing.
  app.post('/api/admin/logout', { onRequest: noStore }, async (request, reply) => {
    await sessions.end(request, reply, ADMIN_SESSION, (tx) =>
      audit.record(tx, { action: 'admin.signed_out', ...auditSource(request, 'admin') }),
    );
    return { message: ADMIN_AUTH_MESSAGES.loggedOut };
  });
}
