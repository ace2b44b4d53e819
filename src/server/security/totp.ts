import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_GROUPS,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_STEP_SECONDS,
  totpStepAt,
} from '#domain/one-time-codes';

const ISSUER = 'Wood Pellets back office';
const LABEL = 'admin';
/** RFC 4226 recommends 160 bits, the size of an HMAC-SHA1 key. */
const SECRET_BYTES = 20;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function totpFor(secretBase32: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: LABEL,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// address an authenticator app reads, and the same as a QR code (PNG data URL). */
export async function totpEnrolment(secretBase32: string) {
  const uri = totpFor(secretBase32).toString();
  // Only setting up two-factor sign-in draws a QR code: loaded then, not at every start.
  const { default: QRCode } = await import('qrcode');
  const qrDataUrl = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrDataUrl };
}

/**
 * The time step the code belongs to, within the drift window around `at`, or null when it
 * matches none. Whether that step may still be used is the caller's rule (one-time-codes).
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpFor(secretBase32).validate({
    token: code,
    timestamp: at.getTime(),
    window: TOTP_DRIFT_STEPS,
  });
  return delta === null ? null : totpStepAt(at.getTime()) + delta;
}

/** The code an authenticator would show at `at` (tests and the setup's own check). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpFor(secretBase32).generate({ timestamp: at.getTime() });
}

/** Ten fresh recovery codes, lower-case base32 without separators (as normalised). */
export function newRecoveryCodes(): string[] {
  const length = RECOVERY_CODE_GROUPS * 4;
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(randomBytes(length), (byte) => BASE32[byte % 32]).join(''),
  );
}

/**
 * Recovery codes carry 120 random bits, beyond any guessing, so a plain SHA-256 keeps them as
 * safe as a slow password hash would (ASVS 6.5.2 allows this above 112 bits).
 */
export const recoveryCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');
