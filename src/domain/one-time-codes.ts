// Rules for the back office's one-time codes (RFC 6238 TOTP and recovery codes), free of the
// clock and of cryptography: the caller passes the time steps in.

/** RFC 6238's recommended step; authenticator apps assume it. */
export const TOTP_STEP_SECONDS = 30;
/** One step either side: a phone clock a little off still works, an old code soon stops. */
export const TOTP_DRIFT_STEPS = 1;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** Groups of four letters or digits: 6 x 4 base32 characters = 120 bits. */
export const RECOVERY_CODE_GROUPS = 6;
const RECOVERY_GROUP_LENGTH = 4;

/** The time step a moment falls in. */
export function totpStepAt(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);
}

/**
 * Whether a code that matched `matchedStep` may be accepted now: within the drift window of the
 * current step, and later than the last step a code was accepted for, so a code (or an older
 * one seen over someone's shoulder) works once only.
 */
export function isAcceptableTotpStep(
  matchedStep: number,
  currentStep: number,
  lastUsedStep: number | null,
): boolean {
  if (Math.abs(matchedStep - currentStep) > TOTP_DRIFT_STEPS) return false;
  return lastUsedStep === null || matchedStep > lastUsedStep;
}

/** What a person typed as a TOTP code, without spaces; null unless it is six digits. */
export function normaliseTotpCode(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? code : null;
}

/**
 * A recovery code as stored (lower case, no separators), or null when it cannot be one: people
 * copy them with or without the dashes, in either case.
 */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '').toLowerCase();
  const length = RECOVERY_CODE_GROUPS * RECOVERY_GROUP_LENGTH;
  return new RegExp(`^[a-z2-7]{${length}}$`).test(code) ? code : null;
}

/** A stored recovery code as shown once to the person: `abcd-efgh-...`. */
export function formatRecoveryCode(code: string): string {
  return code.match(new RegExp(`.{1,${RECOVERY_GROUP_LENGTH}}`, 'g'))?.join('-') ?? code;
}
