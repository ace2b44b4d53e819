import { AdminAuthenticateSchema, AdminAuthStatusSchema } from '../schemas/admin.ts';
import { AdminSecondFactorSchema, AdminSignInResponseSchema } from '../schemas/admin-two-factor.ts';
import { MessageResponseSchema } from '../schemas/customers.ts';
import { defineEndpoint } from './endpoint.ts';
import { defineAuditArea, type ActionsOf } from '../audit-vocabulary.ts';

// The gate of the back office: the password, then a code when two-factor sign-in is on. These
// are reached without an admin session (that is what they open), so they are public; every
// answer is sent with `Cache-Control: no-store`.

export const authenticateAdmin = defineEndpoint({
  method: 'POST',
  path: '/api/admin/authenticate',
  summary: 'The admin password: signs in, or names the step still due (a code, or its setup)',
  access: 'public',
  perMinute: 10,
  body: AdminAuthenticateSchema,
  response: { status: 200, schema: AdminSignInResponseSchema },
});

export const authenticateAdminCode = defineEndpoint({
  method: 'POST',
  path: '/api/admin/authenticate/code',
  summary: "The gate's second step after the password: a code from the app or a recovery code",
  access: 'public',
  perMinute: 10,
  body: AdminSecondFactorSchema,
  response: { status: 200, schema: AdminSignInResponseSchema },
});

export const checkAdminAuth = defineEndpoint({
  method: 'GET',
  path: '/api/admin/check-auth',
  summary: 'Whether this browser has an admin session (401 otherwise)',
  access: 'public',
  response: { status: 200, schema: AdminAuthStatusSchema },
});

export const logoutAdmin = defineEndpoint({
  method: 'POST',
  path: '/api/admin/logout',
  summary: "End this browser's admin session (or a half-finished sign-in); fine without one",
  access: 'public',
  response: { status: 200, schema: MessageResponseSchema },
});

export const adminAuthEndpoints = {
  authenticateAdmin,
  authenticateAdminCode,
  checkAdminAuth,
  logoutAdmin,
};

/** What the audit log records of this area, and how the Audit tab names it. */
export const adminAudit = defineAuditArea('admin', 'Back-office sign-in', {
  signed_in: 'Back office: signed in',
  sign_in_failed: 'Back office: wrong password',
  sign_in_refused: 'Back office: sign-in refused (locked)',
  signed_out: 'Back office: signed out',
  two_factor_enabled: 'Back office: two-factor sign-in turned on',
  two_factor_disabled: 'Back office: two-factor sign-in turned off',
  two_factor_change_failed: 'Back office: two-factor change refused (wrong password or code)',
  two_factor_change_refused: 'Back office: two-factor change refused (locked)',
  recovery_codes_regenerated: 'Back office: new recovery codes',
});
declare module '#shared/audit-vocabulary' {
  interface AuditActions extends ActionsOf<typeof adminAudit> {}
}
