import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { twoFactorAdminEndpoints, twoFactorSetupEndpoints } from '#shared/api/two-factor';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { auditSource } from '#server/http/audit-source';
import { ADMIN_DEVICE, type DeviceCookies } from '#server/http/device-cookie';
import { ADMIN_SETUP_SCOPE, type ImplementEndpoints } from '#server/http/endpoints';
import {
  ADMIN_PENDING_SESSION,
  ADMIN_REQUIRED_MESSAGE,
  ADMIN_SESSION,
  type Sessions,
} from '#server/http/sessions';
import { OWNER_ID } from '#domain/staff-roles';
import { requireArea } from '#server/http/admin-scope';
import type { AdminPerson } from '#server/http/sessions';
import type { AuditLog } from '../audit/audit-log.ts';
import { ADMIN_DEVICE_SUBJECT, type AdminAuthService } from './admin-auth.service.ts';
import { adminSignInEvents } from './admin-sign-in-events.ts';
import { TWO_FACTOR_MESSAGES, type TwoFactorService } from './two-factor.service.ts';

interface TwoFactorRouteDeps {
  twoFactor: TwoFactorService;
  adminAuth: AdminAuthService;
  sessions: Sessions;
  deviceCookies: DeviceCookies;
  audit: Pick<AuditLog, 'record'>;
  implement: ImplementEndpoints;
  /** Audits a back-office request refused for the person's role. */
  refused: (request: FastifyRequest, person: AdminPerson) => Promise<void>;
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
  const { twoFactor, adminAuth, sessions, implement } = deps;

  async function requireSetupAccess(request: FastifyRequest): Promise<void> {
    if (await sessions.lookup(request, ADMIN_SESSION)) {
      // The same role check as the admin scope's: two-factor settings are the owner's.
      await requireArea(request, await sessions.requireAdmin(request), deps.refused);
      return;
    }
    if (await sessions.lookup(request, ADMIN_PENDING_SESSION)) {
      if (!(await twoFactor.status()).enabled) return;
    }
    throw new AppError('unauthorized', ADMIN_REQUIRED_MESSAGE);
  }

  await app.register(async (scope) => {
    scope.decorate(ADMIN_SETUP_SCOPE, true);
    scope.addHook('onRequest', async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      await requireSetupAccess(request);
    });

    implement(scope, twoFactorSetupEndpoints, {
      twoFactorStatus: async () => twoFactor.status(),

      startTwoFactorSetup: async ({ body, request }) => {
        await adminAuth.confirmChange(body.password, async () => true, changeContext(request));
        return twoFactor.beginSetup();
      },

      confirmTwoFactor: async ({ body, request, reply }) => {
        let recoveryCodes: string[] | null = null;
        await adminAuth.confirmChange(
          body.password,
          async () => (recoveryCodes = await twoFactor.confirmSetup(body.code)) !== null,
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
          OWNER_ID,
        );
        // Both factors were right: this browser is a known device from now on.
        await issueDevice(deps, reply);
        adminSignInEvents.twoFactorChanged(request.log, { ip: request.ip, change: 'enabled' });
        return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: recoveryCodes ?? [] };
      },
    });
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
  const { twoFactor, adminAuth, implement } = deps;

  implement(admin, twoFactorAdminEndpoints, {
    disableTwoFactor: async ({ body, request, reply }) => {
      await twoFactor.assertCanDisable();
      await adminAuth.confirmChange(
        body.password,
        () => twoFactor.checkCurrentCode(body.code),
        changeContext(request),
      );
      await twoFactor.disable();
      await deps.sessions.start(
        request,
        reply,
        ADMIN_SESSION,
        null,
        recordChange(deps.audit, request, 'admin.two_factor_disabled'),
        OWNER_ID,
      );
      adminSignInEvents.twoFactorChanged(request.log, { ip: request.ip, change: 'disabled' });
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },

    regenerateRecoveryCodes: async ({ body, request }) => {
      await adminAuth.confirmChange(
        body.password,
        () => twoFactor.checkCurrentCode(body.code),
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
  });
}
