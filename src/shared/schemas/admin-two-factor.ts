import { z } from 'zod';
import { passwordToCheck } from './fields.ts';

// Two-factor sign-in for the back office: the gate's second step and the Settings panel.

const codeField = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(64, 'That is not a code from your authenticator app or a recovery code');

/** A 6-digit code, or a recovery code. */
export const AdminSecondFactorSchema = z.object({ code: codeField }).strict();
export type AdminSecondFactorRequest = z.input<typeof AdminSecondFactorSchema>;

/** The admin password, asked again before two-factor sign-in changes (a 'sudo' step). */
const passwordField = passwordToCheck('Enter the admin password', 'That is not the admin password');

/** The password, before a new secret is shown. */
export const TwoFactorSetupRequestSchema = z.object({ password: passwordField }).strict();
export type TwoFactorSetupRequest = z.input<typeof TwoFactorSetupRequestSchema>;

/**
 * Confirming two-factor sign-in (a first code from the new app), turning it off and new
 * recovery codes (a current code): the password and a 6-digit code.
 */
export const TwoFactorChangeSchema = z
  .object({ password: passwordField, code: codeField })
  .strict();

/** What the password step leads to: the dashboard, a code, or (when required) setting it up. */
export const ADMIN_SIGN_IN_STEPS = ['signed_in', 'code', 'setup'] as const;
export type AdminSignInStep = (typeof ADMIN_SIGN_IN_STEPS)[number];

/** The answer of each sign-in step: the password, then the code. */
export const AdminSignInResponseSchema = z.object({
  message: z.string(),
  next: z.enum(ADMIN_SIGN_IN_STEPS),
});
export type AdminSignInResponse = z.infer<typeof AdminSignInResponseSchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** The secret, shown this once. */
export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** The recovery codes, shown this once. */
export const TwoFactorEnabledSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnabled = z.infer<typeof TwoFactorEnabledSchema>;
