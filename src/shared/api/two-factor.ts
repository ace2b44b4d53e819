import {
  TwoFactorChangeSchema,
  TwoFactorEnabledSchema,
  TwoFactorSetupRequestSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../schemas/admin-two-factor.ts';
import { MessageResponseSchema } from '../schemas/customers.ts';
import { defineEndpoint, type EndpointDeclaration } from './endpoint.ts';

// Two-factor sign-in for the back office. Its status and setting it up are reached with an
// admin session, or straight after the password while it is required and not yet set up (a
// half-finished sign-in): 'admin-setup' (401 otherwise). Turning it off and new recovery codes
// need an admin session. Every change asks for the admin password again; every answer is sent
// with `Cache-Control: no-store`.

/** A change to two-factor sign-in: a POST below its path, 10 a minute (each asks the password). */
const twoFactorChange = <
  const E extends Pick<EndpointDeclaration, 'summary' | 'access' | 'body' | 'response'>,
>(
  action: string,
  endpoint: E,
) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/admin/two-factor/${action}`,
    perMinute: 10,
    ...endpoint,
  });

export const twoFactorStatus = defineEndpoint({
  method: 'GET',
  path: '/api/admin/two-factor',
  summary:
    'Whether two-factor sign-in is on or required, and the recovery codes left (admin or sign-in session)',
  access: 'admin-setup',
  area: 'two-factor',
  response: { status: 200, schema: TwoFactorStatusSchema },
});

export const startTwoFactorSetup = twoFactorChange('setup', {
  summary:
    'A new secret and its QR code, shown this once; the admin password (admin or sign-in session)',
  access: 'admin-setup',
  area: 'two-factor',
  body: TwoFactorSetupRequestSchema,
  response: { status: 200, schema: TwoFactorSetupSchema },
});

export const confirmTwoFactor = twoFactorChange('confirm', {
  summary:
    'Turn two-factor sign-in on with the password and a first code (admin or sign-in session)',
  access: 'admin-setup',
  area: 'two-factor',
  body: TwoFactorChangeSchema,
  response: { status: 200, schema: TwoFactorEnabledSchema },
});

export const regenerateRecoveryCodes = twoFactorChange('recovery-codes', {
  summary: 'Ten new recovery codes in place of the old ones; needs the password and a code',
  access: 'admin',
  area: 'two-factor',
  body: TwoFactorChangeSchema,
  response: { status: 200, schema: TwoFactorEnabledSchema },
});

export const disableTwoFactor = twoFactorChange('disable', {
  summary: 'Turn two-factor sign-in off (unless required); needs the password and a code',
  access: 'admin',
  area: 'two-factor',
  body: TwoFactorChangeSchema,
  response: { status: 200, schema: MessageResponseSchema },
});

// Two groups, one per scope: set-up (admin-setup) and the admin-only changes.
export const twoFactorSetupEndpoints = { twoFactorStatus, startTwoFactorSetup, confirmTwoFactor };

export const twoFactorAdminEndpoints = { disableTwoFactor, regenerateRecoveryCodes };
