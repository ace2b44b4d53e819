import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TwoFactorCodeSchema,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '#shared/schemas/admin-two-factor';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { auditSource } from '#server/http/audit-source';
import {
  ADMIN_PENDING_SESSION,
  ADMIN_REQUIRED_MESSAGE,
  ADMIN_SESSION,
  type Sessions,
} from '#server/http/sessions';
import { validate } from '#server/http/validate';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminSignInEvents } from './admin-sign-in-events.ts';
import { TWO_FACTOR_MESSAGES, type TwoFactorService } from './two-factor.service.ts';

/** The audit entry of a 2FA change, written with the new session that follows it. */
const recordChange =
  (
    audit: Pick<AuditLog, 'record'>,
    request: FastifyRequest,
    action: 'admin.two_factor_enabled' | 'admin.two_factor_disabled',
  ) =>
  (tx: Database) =>
    audit.record(tx, { action, ...auditSource(request, 'admin') });

/**
 * Setting up two-factor sign-in: from Settings with an admin session, or straight after the
 * password when it is required and not yet set up (a pending session, which only reaches
 * setup while two-factor sign-in is off). Turning it off is for admin sessions only.
 */
export async function registerTwoFactorRoutes(
  app: FastifyInstance,
  deps: { twoFactor: TwoFactorService; sessions: Sessions; audit: Pick<AuditLog, 'record'> },
): Promise<void> {
  const { twoFactor, sessions } = deps;

  async function requireSetupAccess(request: FastifyRequest): Promise<void> {
    if (await sessions.lookup(request, ADMIN_SESSION)) return;
    if (await sessions.lookup(request, ADMIN_PENDING_SESSION)) {
      if (!(await twoFactor.status()).enabled) return;
    }
    throw new AppError('unauthorized', ADMIN_REQUIRED_MESSAGE);
  }

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      await requireSetupAccess(request);
    });

    scope.get('/api/admin/two-factor', async (): Promise<TwoFactorStatus> => twoFactor.status());

    scope.post('/api/admin/two-factor/setup', async (): Promise<TwoFactorSetup> =>
      twoFactor.beginSetup(),
    );

    scope.post(
      '/api/admin/two-factor/confirm',
      async (request, reply): Promise<TwoFactorEnabled> => {
        const { code } = validate(TwoFactorCodeSchema, request.body);
        const recoveryCodes = await twoFactor.confirmSetup(code);
        // Every admin session ended with the change; this browser carries on in a new one.
        await sessions.end(request, reply, ADMIN_PENDING_SESSION);
        await sessions.start(
          request,
          reply,
          ADMIN_SESSION,
          null,
          recordChange(deps.audit, request, 'admin.two_factor_enabled'),
        );
        adminSignInEvents.twoFactorChanged(request.log, { ip: request.ip, change: 'enabled' });
        return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes };
      },
    );
  });
}

/** Inside the admin scope: turning two-factor sign-in off needs a current code. */
export function registerTwoFactorAdminRoutes(
  admin: FastifyInstance,
  deps: { twoFactor: TwoFactorService; sessions: Sessions; audit: Pick<AuditLog, 'record'> },
): void {
  admin.post('/api/admin/two-factor/disable', async (request, reply) => {
    const { code } = validate(TwoFactorCodeSchema, request.body);
    await deps.twoFactor.disable(code);
    await deps.sessions.start(
      request,
      reply,
      ADMIN_SESSION,
      null,
      recordChange(deps.audit, request, 'admin.two_factor_disabled'),
    );
    adminSignInEvents.twoFactorChanged(request.log, { ip: request.ip, change: 'disabled' });
    return { message: TWO_FACTOR_MESSAGES.disabled };
  });
}
