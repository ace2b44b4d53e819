import {
  formatRecoveryCode,
  isAcceptableTotpStep,
  normaliseRecoveryCode,
  normaliseTotpCode,
  totpStepAt,
} from '#domain/one-time-codes';
import type {
  AdminSignInStep,
  TwoFactorSetup,
  TwoFactorStatus,
} from '#shared/schemas/admin-two-factor';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { isSealed, openSecret, sealingKey, sealSecret } from '#server/security/sealed-secret';
import {
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpEnrolment,
} from '#server/security/totp';
import { createAdminAccountRepo, TOTP_SEAL_CONTEXT } from './admin-account.repo.ts';

/** A well-formed answer to the code step (not yet checked). */
export type SecondFactor = { kind: 'totp' | 'recovery'; code: string };

export const TWO_FACTOR_MESSAGES = {
  wrongCode: 'That code is not right, or it was already used. Wait for the next one and try again.',
  malformedCode: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  malformedTotp: 'Enter the 6-digit code from your authenticator app.',
  noSetup: 'Start setting up two-factor sign-in again: no setup is waiting for a code.',
  alreadyEnabled: 'Two-factor sign-in is already on. Turn it off first to set up a new app.',
  notEnabled: 'Two-factor sign-in is not on.',
  requiredHere: 'Two-factor sign-in is required for this shop (ADMIN_TOTP_REQUIRED).',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  regenerated: 'New recovery codes: the old ones no longer work. Keep these somewhere safe.',
  unreadable:
    'Two-factor sign-in cannot be checked: its stored secret does not open with this ' +
    "server's SECRETS_KEY. Restore that key, or turn two-factor sign-in off on the server " +
    '(npm run admin:reset-two-factor).',
} as const;

/** A base32 seed stored before seeds were sealed (sealed at the next start). */
const PLAIN_SEED = /^[A-Z2-7]+=*$/;

type SealedColumn = keyof typeof TOTP_SEAL_CONTEXT;

/**
 * The back office's second factor (RFC 6238 codes, recovery codes). Each accepted TOTP code
 * claims its time step in the database, so a code works once across every app server.
 */
export function createTwoFactorService(deps: {
  db: Database;
  now: () => Date;
  required: boolean;
  /** SECRETS_KEY: the seeds are stored sealed with it (sealed-secret.ts). */
  secretsKey: string;
}) {
  const repo = createAdminAccountRepo(deps.db);
  const key = sealingKey(deps.secretsKey);
  const seal = (secret: string, column: SealedColumn) =>
    sealSecret(key, secret, TOTP_SEAL_CONTEXT[column]);

  /**
   * The seed a stored value holds. One sealed with another key, or moved from another column,
   * is refused with a 503 that says so, before any code counts as a guess.
   */
  function open(stored: string, column: SealedColumn): string {
    if (!isSealed(stored) && PLAIN_SEED.test(stored)) return stored;
    const secret = openSecret(key, stored, TOTP_SEAL_CONTEXT[column]);
    if (secret === null) throw new AppError('unavailable', TWO_FACTOR_MESSAGES.unreadable);
    return secret;
  }

  /** True when `code` is a current TOTP code for `secret` not used before; claims its step. */
  async function acceptTotp(secret: string, code: string, lastStep: number | null) {
    const at = deps.now();
    const step = matchTotpStep(secret, code, at);
    if (step === null || !isAcceptableTotpStep(step, totpStepAt(at.getTime()), lastStep)) {
      return false;
    }
    return repo.claimStep(step, at);
  }

  /** Whether it is on, without opening the seed. */
  const isEnabled = async () => Boolean((await repo.find())?.totpSecret);

  async function enabledSecret(): Promise<{ secret: string; lastStep: number | null } | null> {
    const row = await repo.find();
    if (!row?.totpSecret) return null;
    return { secret: open(row.totpSecret, 'totpSecret'), lastStep: row.totpLastStep };
  }

  return {
    /** Whether every sign-in needs a second factor (ADMIN_TOTP_REQUIRED). */
    required: async () => deps.required,

    async status(): Promise<TwoFactorStatus> {
      const row = await repo.find();
      const enabled = Boolean(row?.totpSecret);
      return {
        enabled,
        required: deps.required,
        enabledAt: row?.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft() : 0,
      };
    },

    /** Where the gate goes once the password was right. */
    async stepAfterPassword(): Promise<AdminSignInStep> {
      if (await isEnabled()) return 'code';
      return deps.required ? 'setup' : 'signed_in';
    },

    /** A new secret, shown once; it does nothing until confirmed with a code from it. */
    async beginSetup(): Promise<TwoFactorSetup> {
      if (await isEnabled()) throw new AppError('conflict', TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      await repo.setPendingSecret(seal(secret, 'totpPendingSecret'), deps.now());
      const { uri, qrDataUrl } = await totpEnrolment(secret);
      return { secret, otpauthUri: uri, qrDataUrl };
    },

    /**
     * Turns two-factor sign-in on when `input` is a current code from the pending secret, and
     * answers ten recovery codes (only their hashes are kept); null for a wrong code. Every
     * back-office session ends. Called behind the password check (AdminAuthService.confirmChange).
     */
    async confirmSetup(input: string): Promise<string[] | null> {
      const code = normaliseTotpCode(input);
      if (!code) throw new AppError('validation', TWO_FACTOR_MESSAGES.malformedTotp);
      const row = await repo.find();
      if (row?.totpSecret) throw new AppError('conflict', TWO_FACTOR_MESSAGES.alreadyEnabled);
      if (!row?.totpPendingSecret) throw new AppError('conflict', TWO_FACTOR_MESSAGES.noSetup);
      const secret = open(row.totpPendingSecret, 'totpPendingSecret');
      const at = deps.now();
      const step = matchTotpStep(secret, code, at);
      if (step === null || !isAcceptableTotpStep(step, totpStepAt(at.getTime()), null)) return null;
      const codes = newRecoveryCodes();
      await repo.enable(seal(secret, 'totpSecret'), step, codes.map(recoveryCodeHash), at);
      return codes.map(formatRecoveryCode);
    },

    /** A current code (not a recovery code) from the enabled app, claimed; false when wrong. */
    async checkCurrentCode(input: string): Promise<boolean> {
      const code = normaliseTotpCode(input);
      if (!code) throw new AppError('validation', TWO_FACTOR_MESSAGES.malformedTotp);
      const enabled = await enabledSecret();
      if (!enabled) throw new AppError('conflict', TWO_FACTOR_MESSAGES.notEnabled);
      return acceptTotp(enabled.secret, code, enabled.lastStep);
    },

    /** Refuses turning it off where it is required (409) or already off (409). */
    async assertCanDisable(): Promise<void> {
      if (deps.required) throw new AppError('conflict', TWO_FACTOR_MESSAGES.requiredHere);
      if (!(await isEnabled())) throw new AppError('conflict', TWO_FACTOR_MESSAGES.notEnabled);
    },

    /** Turns it off (after the password and a current code); every back-office session ends. */
    disable: () => repo.disable(deps.now()),

    /** Ten new recovery codes in place of the old ones (after the password and a current code). */
    async regenerateRecoveryCodes(record: (tx: Database) => Promise<void>): Promise<string[]> {
      const codes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(codes.map(recoveryCodeHash), record);
      return codes.map(formatRecoveryCode);
    },

    /**
     * What was typed at the gate's second step, checked before it counts as a guess: a 400 for
     * something that cannot be a code, a 409 when two-factor sign-in is off.
     */
    async parseSecondFactor(input: string): Promise<SecondFactor> {
      if (!(await enabledSecret())) {
        throw new AppError('conflict', TWO_FACTOR_MESSAGES.notEnabled);
      }
      const totp = normaliseTotpCode(input);
      if (totp) return { kind: 'totp', code: totp };
      const recovery = normaliseRecoveryCode(input);
      if (recovery) return { kind: 'recovery', code: recovery };
      throw new AppError('validation', TWO_FACTOR_MESSAGES.malformedCode);
    },

    /** True for a current, unused TOTP code or an unused recovery code (which is then spent). */
    async verify(factor: SecondFactor): Promise<boolean> {
      const enabled = await enabledSecret();
      if (!enabled) return false;
      if (factor.kind === 'totp') return acceptTotp(enabled.secret, factor.code, enabled.lastStep);
      return repo.useRecoveryCode(recoveryCodeHash(factor.code), deps.now());
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
