import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import { adminAuthEndpoints } from '#shared/api/admin-auth';
import type { AdminSignInStep } from '#shared/schemas/admin-two-factor';
import { OWNER_ID } from '#domain/staff-roles';
import { AppError } from '#server/http/app-error';
import { auditSource } from '#server/http/audit-source';
import { ADMIN_DEVICE, type DeviceCookies } from '#server/http/device-cookie';
import type { ImplementEndpoints } from '#server/http/endpoints';
import { ADMIN_PENDING_SESSION, ADMIN_SESSION, type Sessions } from '#server/http/sessions';
import type { AuditLog } from '../audit/audit-log.ts';
import { ADMIN_AUTH_MESSAGES, type AdminAuthService } from './admin-auth.service.ts';
import { adminSignInEvents } from './admin-sign-in-events.ts';
import { createStaffRepo } from './staff.repo.ts';
import { issueDevice } from './two-factor.routes.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const STEP_MESSAGES: Record<AdminSignInStep, string> = {
  signed_in: ADMIN_AUTH_MESSAGES.authenticated,
  code: ADMIN_AUTH_MESSAGES.codeNeeded,
  setup: ADMIN_AUTH_MESSAGES.setupNeeded,
};

/** The gate of the back office (password, then a code); everything else is in the admin scope. */
export function registerAdminAuthRoutes(
  app: FastifyInstance,
  deps: {
    adminAuth: AdminAuthService;
    twoFactor: TwoFactorService;
    sessions: Sessions;
    deviceCookies: DeviceCookies;
    audit: Pick<AuditLog, 'record'>;
    implement: ImplementEndpoints;
    now: () => Date;
  },
): void {
  const { adminAuth, twoFactor, sessions, deviceCookies, audit, implement, now } = deps;
  // The entry names the person, and the owner's People tab shows when each last signed in.
  const recordSignIn = (request: FastifyRequest, staffId: number) => async (tx: Database) => {
    await createStaffRepo(tx).markSignedIn(staffId, now());
    await audit.record(tx, { action: 'admin.signed_in', ...auditSource(request, 'admin') });
  };
  const attemptContext = async (request: FastifyRequest) => ({
    ip: request.ip,
    log: request.log,
    // Bound to the current password: a cookie from before a password change is not trusted.
    device: deviceCookies.read(request, ADMIN_DEVICE, await adminAuth.deviceBinding()),
  });

  void app.register(async (scope) => {
    // Nothing of signing in may be kept by a cache, a refusal (400, 401, 429) included, so the
    // header is set before anything else runs.
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });

    implement(scope, adminAuthEndpoints, {
      authenticateAdmin: async ({ body, request, reply }) => {
        if (body.email !== undefined) {
          const staffId = await adminAuth.authenticateStaff(
            body.email,
            body.password,
            await attemptContext(request),
          );
          // Fail closed: a second factor of their own is not built yet (decision 044).
          if (await twoFactor.required()) {
            throw new AppError('forbidden', ADMIN_AUTH_MESSAGES.staffTwoFactorMissing);
          }
          await sessions.end(request, reply, ADMIN_PENDING_SESSION);
          await sessions.start(
            request,
            reply,
            ADMIN_SESSION,
            null,
            recordSignIn(request, staffId),
            staffId,
          );
          adminSignInEvents.passwordAccepted(request.log, { ip: request.ip, next: 'signed_in' });
          return { message: STEP_MESSAGES.signed_in, next: 'signed_in' as const };
        }
        await adminAuth.authenticate(body.password, await attemptContext(request));
        const next = await twoFactor.stepAfterPassword();
        // A new session id on every sign-in (session fixation); the old ones of this browser go.
        await sessions.end(
          request,
          reply,
          next === 'signed_in' ? ADMIN_PENDING_SESSION : ADMIN_SESSION,
        );
        await sessions.start(
          request,
          reply,
          next === 'signed_in' ? ADMIN_SESSION : ADMIN_PENDING_SESSION,
          null,
          next === 'signed_in' ? recordSignIn(request, OWNER_ID) : undefined,
          OWNER_ID,
        );
        // This browser may sign in again while a flood of guesses locks out new ones; only once
        // every factor was right (a code still due earns nothing here).
        if (next === 'signed_in') await issueDevice({ adminAuth, deviceCookies }, reply);
        adminSignInEvents.passwordAccepted(request.log, { ip: request.ip, next });
        return { message: STEP_MESSAGES[next], next };
      },

      authenticateAdminCode: async ({ body, request, reply }) => {
        if (!(await sessions.lookup(request, ADMIN_PENDING_SESSION))) {
          throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.passwordFirst);
        }
        // A malformed code is refused before it counts as a guess.
        const factor = await twoFactor.parseSecondFactor(body.code);
        await adminAuth.checkSecondFactor(
          () => twoFactor.verify(factor),
          await attemptContext(request),
        );
        await sessions.end(request, reply, ADMIN_PENDING_SESSION);
        await sessions.start(
          request,
          reply,
          ADMIN_SESSION,
          null,
          recordSignIn(request, OWNER_ID),
          OWNER_ID,
        );
        await issueDevice({ adminAuth, deviceCookies }, reply);
        adminSignInEvents.codeAccepted(request.log, { ip: request.ip });
        return { message: ADMIN_AUTH_MESSAGES.authenticated, next: 'signed_in' as const };
      },

      checkAdminAuth: async ({ request }) => {
        const person = await sessions.requireAdmin(request);
        return {
          authenticated: true as const,
          id: person.id,
          name: person.name,
          role: person.role,
        };
      },

      // Answers 200 even without a session: signing out twice is not an error worth showing.
      logoutAdmin: async ({ request, reply }) => {
        if (await sessions.lookup(request, ADMIN_SESSION)) {
          adminSignInEvents.signedOut(request.log, { ip: request.ip });
        }
        await sessions.end(request, reply, ADMIN_SESSION, (tx) =>
          audit.record(tx, { action: 'admin.signed_out', ...auditSource(request, 'admin') }),
        );
        await sessions.end(request, reply, ADMIN_PENDING_SESSION);
        return { message: ADMIN_AUTH_MESSAGES.loggedOut };
      },
    });
  });
}
