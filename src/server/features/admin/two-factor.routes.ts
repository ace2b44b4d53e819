import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  TwoFactorChangeSchema,
  TwoFactorSetupRequestSchema,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '#shared/schemas/admin-two-factor';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { auditSource } from '#server/http/audit-source';
import { ADMIN_DEVICE, type DeviceCookies } from '#server/http/device-cookie';
import type { RouteRateLimit } from '#server/http/rate-limit';
import {
  ADMIN_PENDING_SESSION,
  ADMIN_REQUIRED_MESSAGE,
  ADMIN_SESSION,
  type Sessions,
} from '#server/http/sessions';
import { validate } from '#server/http/validate';
import type { AuditLog } from '../audit/audit-log.ts';
import { ADMIN_DEVICE_SUBJECT, type AdminAuthService } from './admin-auth.service.ts';
import { adminSignInEvents } from './admin-sign-in-events.ts';
import { TWO_FACTOR_MESSAGES, type TwoFactorService } from './two-factor.service.ts';

interface TwoFactorRouteDeps {
  twoFactor: TwoFactorService;
  adminAuth: AdminAuthService;
  sessions: Sessions;
  deviceCookies: DeviceCookies;
  rateLimit: (max: number) => RouteRateLimit;
  audit: Pick<AuditLog, 'record'>;
}

/** The audit entry of a 2FA change, written with the new session that follows it. */
const recordChange =
  (
    audit: Pick<AuditLog, 'record'>,
    request: FastifyRequest,
    action: 'admin.two_factor_enabled' | 'admin.two_factor_disabled',
  ) =>
  (tx: Database) =>
    audit.record(tx, { action, ...auditSource(request, 'admin') });

/** What the 'sudo' step needs of the request: its address, log and audit source. */
const changeContext = (request: FastifyRequest) => ({
  ip: request.ip,
  log: request.log,
  device: null,
  source: auditSource(request, 'admin'),
});

/**
 * Setting up two-factor sign-in: from Settings with an admin session, or straight after the
 * password when it is required and not yet set up (a pending session, which only reaches
 * setup while two-factor sign-in is off). Every change asks for the admin password again (and
 * a code), under the limit of the gate's code step, so a copied session cookie cannot.
 */
export async function registerTwoFactorRoutes(
  app: FastifyInstance,
  deps: TwoFactorRouteDeps,
): Promise<void> {
  const { twoFactor, adminAuth, sessions } = deps;
  const limited = { config: { rateLimit: deps.rateLimit(10) } };

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

    scope.post('/api/admin/two-factor/setup', limited, async (request): Promise<TwoFactorSetup> => {
      const { password } = validate(TwoFactorSetupRequestSchema, request.body);
      await adminAuth.confirmChange(password, async () => true, changeContext(request));
      return twoFactor.beginSetup();
    });

    scope.post(
      '/api/admin/two-factor/confirm',
      limited,
      async (request, reply): Promise<TwoFactorEnabled> => {
        const { password, code } = validate(TwoFactorChangeSchema, request.body);
        let recoveryCodes: string[] | null = null;
        await adminAuth.confirmChange(
          password,
          async () => (recoveryCodes = await twoFactor.confirmSetup(code)) !== null,
          changeContext(request),
        );
        // Every admin session ended with the change; this browser carries on in a new one.
        await sessions.end(request, reply, ADMIN_PENDING_SESSION);
        await sessions.start(
          request,
          reply,
          ADMIN_SESSION,
          null,
          recordChange(deps.audit, request, 'admin.two_factor_enabled'),
        );
        // Both factors were right: this browser is a known device from now on.
        await issueDevice(deps, reply);
        adminSignInEvents.twoFactorChanged(request.log, { ip: request.ip, change: 'enabled' });
        return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: recoveryCodes ?? [] };
      },
    );
  });
}

/** The admin device cookie, bound to the current password. */
export async function issueDevice(
  deps: Pick<TwoFactorRouteDeps, 'adminAuth' | 'deviceCookies'>,
  reply: FastifyReply,
): Promise<void> {
  const binding = await deps.adminAuth.deviceBinding();
  deps.deviceCookies.issue(reply, ADMIN_DEVICE, ADMIN_DEVICE_SUBJECT, binding);
}

/** Inside the admin scope: turning it off and new recovery codes need the password and a code. */
export function registerTwoFactorAdminRoutes(
  admin: FastifyInstance,
  deps: TwoFactorRouteDeps,
): void {
  const { twoFactor, adminAuth } = deps;
  const limited = { config: { rateLimit: deps.rateLimit(10) } };

  admin.post('/api/admin/two-factor/disable', limited, async (request, reply) => {
    const { password, code } = validate(TwoFactorChangeSchema, request.body);
    await twoFactor.assertCanDisable();
    await adminAuth.confirmChange(
      password,
      () => twoFactor.checkCurrentCode(code),
      changeContext(request),
    );
    await twoFactor.disable();
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

  admin.post(
    '/api/admin/two-factor/recovery-codes',
    limited,
    async (request): Promise<TwoFactorEnabled> => {
      const { password, code } = validate(TwoFactorChangeSchema, request.body);
      await adminAuth.confirmChange(
        password,
        () => twoFactor.checkCurrentCode(code),
        changeContext(request),
      );
      const recoveryCodes = await twoFactor.regenerateRecoveryCodes((tx) =>
        deps.audit.record(tx, {
          action: 'admin.recovery_codes_regenerated',
          ...auditSource(request, 'admin'),
        }),
      );
      return { message: TWO_FACTOR_MESSAGES.regenerated, recoveryCodes };
    },
  );
}
