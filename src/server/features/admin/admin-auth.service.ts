import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditActor } from '#shared/schemas/audit';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { createAttemptLimiter, type Attempt } from '#server/http/attempt-limiter';
import type { CreateCounter } from '#server/http/counters';
import { createDeviceTrust, type DeviceToken } from '#server/http/device-cookie';
import { hashPassword, verifyPassword } from '#server/security/password';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Outbox } from '../mail/outbox.ts';
import { adminGateAttackEmail } from '../mail/templates/admin-alert-email.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createAdminAccountRepo } from './admin-account.repo.ts';
import { createStaffRepo } from './staff.repo.ts';
import { createAdminGateWatch } from './admin-gate-watch.ts';
import { adminSignInEvents } from './admin-sign-in-events.ts';

export const ADMIN_AUTH_MESSAGES = {
  authenticated: 'Authenticated',
  invalidPassword: 'Invalid password',
  invalidEmailOrPassword: 'Invalid email or password',
  suspended: 'Your back-office access is suspended. Ask the owner to reinstate you.',
  staffTwoFactorMissing:
    'Two-factor sign-in is required for this shop, and only the owner can set it up so far. Ask the owner.',
  wrongPasswordForChange: 'That is not the admin password.',
  invalidCode:
    'That code is not right, or it was already used. Wait for the next one and try again.',
  codeNeeded: 'Enter the code from your authenticator app',
  setupNeeded: 'Set up two-factor sign-in to continue',
  passwordFirst: 'Please sign in with the password first',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  loggedOut: 'Logged out',
} as const;

const MINUTE_MS = 60_000;
/**
 * Wrong passwords across every address together: per-IP limits cannot see guessing spread over
 * many addresses. Each attempt is counted before the check, so parallel guesses cannot slip
 * past, and taken back when the password was right. A flood of wrong guesses refuses sign-in
 * from new browsers for a while; a browser holding the device cookie of an earlier successful
 * sign-in is judged by its own limit instead, so the owner is never locked out.
 */
export const ADMIN_MAX_ATTEMPTS = 50;
export const ADMIN_ATTEMPT_WINDOW_MS = 15 * MINUTE_MS;
const GLOBAL_KEY = 'admin';
/**
 * Wrong second-factor codes (at the gate, and when two-factor sign-in is changed) count against
 * one limit of the account, whatever the device or address: a device cookie exempts only the
 * password step, and is issued only once both factors were right.
 */
const CODE_KEY = 'admin-code';
/** What the back office's device cookie names: there is one shared account. */
export const ADMIN_DEVICE_SUBJECT = 'admin';

/** Who asked for a two-factor change, for its audit entries. */
interface ChangeSource {
  actor: AuditActor;
  ip: string;
  sessionId: string | null;
}

interface AttemptContext {
  ip: string;
  log: FastifyBaseLogger;
  /** The verified device cookie the request carried, if any. */
  device: DeviceToken | null;
}

/** The back office's single shared password, checked against its scrypt hash. */
export function createAdminAuthService(deps: {
  passwordHash: string;
  db: Database;
  settings: Pick<SettingsService, 'newOrdersEmail'>;
  now: () => Date;
  outbox: Pick<Outbox, 'queue'>;
  createCounter: CreateCounter;
  audit: Pick<AuditLog, 'record'>;
}) {
  // Wrong passwords and wrong codes are counted apart, each with the same allowance.
  const limiter = (name: string) =>
    createAttemptLimiter({
      name,
      max: ADMIN_MAX_ATTEMPTS,
      windowMs: ADMIN_ATTEMPT_WINDOW_MS,
      now: deps.now,
      createCounter: deps.createCounter,
    });
  const attempts = limiter('admin');
  const codes = limiter('admin-code');
  const devices = createDeviceTrust(deps.now, deps.createCounter);
  const account = createAdminAccountRepo(deps.db);
  const watch = createAdminGateWatch({ windowMs: ADMIN_ATTEMPT_WINDOW_MS, now: deps.now });
  const alertClaims = deps.createCounter({
    keyPrefix: 'admin-alert',
    durationMs: ADMIN_ATTEMPT_WINDOW_MS,
  });

  /**
   * True for the first app server to ask in this window (of the shop's clock): servers that
   * see the lock at the same moment send the business one email between them.
   */
  async function firstToAlert(): Promise<boolean> {
    const window = Math.floor(deps.now().getTime() / ADMIN_ATTEMPT_WINDOW_MS);
    return (await alertClaims.consume(`window-${window}`)).consumedPoints === 1;
  }

  /** Emails the business once per window while the gate is locked by wrong passwords or codes. */
  async function alertIfLocked(log: FastifyBaseLogger): Promise<void> {
    const [passwords, codesLocked] = await Promise.all([
      attempts.isBlocked(GLOBAL_KEY),
      codes.isBlocked(CODE_KEY),
    ]);
    if (!passwords && !codesLocked) return;
    const attack = watch.alertDue(codesLocked ? 'code' : 'password');
    if (!attack || !(await firstToAlert())) return;
    log.warn({ addresses: attack.addresses.length }, 'admin sign-in locked: alerting the business');
    try {
      const to = await deps.settings.newOrdersEmail();
      await deps.outbox.queue(deps.db, [adminGateAttackEmail(attack, to)]);
    } catch (error) {
      log.error({ err: error }, 'could not queue the admin sign-in alert');
    }
  }

  /** A refused sign-in: nobody is signed in yet, so the entry names only the address. */
  const recordRefusal = (action: 'admin.sign_in_failed' | 'admin.sign_in_refused', ip: string) =>
    deps.audit.record(deps.db, { action, actor: 'visitor', ip });

  async function admit(
    context: AttemptContext,
  ): Promise<{ nonce: string; attempt: null } | { nonce: null; attempt: Attempt }> {
    const nonce = await devices.admit(context.device, ADMIN_DEVICE_SUBJECT);
    if (nonce) return { nonce, attempt: null };
    const attempt = await attempts.attempt(GLOBAL_KEY);
    if (!attempt) {
      context.log.warn({ ip: context.ip }, 'admin authentication refused: too many attempts');
      await recordRefusal('admin.sign_in_refused', context.ip);
      throw new AppError('rate_limited', ADMIN_AUTH_MESSAGES.tooManyAttempts);
    }
    return { nonce: null, attempt };
  }

  /** A wrong guess: logged with the address (never what was typed), watched, maybe alerted. */
  async function failed(what: 'password' | 'code', context: AttemptContext, known: boolean) {
    adminSignInEvents.failed(context.log, { ip: context.ip, what, knownDevice: known });
    if (known) return;
    watch.failed(context.ip);
    await alertIfLocked(context.log);
  }

  /** Counts a code guess against the account's code limit; a 429 (audited) once it is reached. */
  async function admitCode(context: AttemptContext, refused: () => Promise<void>) {
    const attempt = await codes.attempt(CODE_KEY);
    if (attempt) return attempt;
    context.log.warn({ ip: context.ip }, 'admin code refused: too many attempts');
    await refused();
    throw new AppError('rate_limited', ADMIN_AUTH_MESSAGES.tooManyAttempts);
  }

  /** Runs `check`, taking the counted attempt back if it throws (a malformed code, a conflict). */
  async function judged(attempt: Attempt, check: () => Promise<boolean>): Promise<boolean> {
    try {
      return await check();
    } catch (error) {
      await attempt.undo();
      throw error;
    }
  }

  // Checked when no such person exists, so an unknown email costs as long as a wrong password.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('not anyone’s password'));

  return {
    /**
     * A person's sign-in with their email and password, under the same limits and watch as the
     * admin password: their id, or a 401 that does not say which was wrong. A suspended
     * person's right password is a 403 that says so.
     */
    async authenticateStaff(
      email: string,
      password: string,
      context: AttemptContext,
    ): Promise<number> {
      const { attempt } = await admit({ ...context, device: null });
      const person = await createStaffRepo(deps.db).findByEmail(email);
      const right = await verifyPassword(password, person?.passwordHash ?? (await decoy()));
      if (!person?.passwordHash || !right) {
        await recordRefusal('admin.sign_in_failed', context.ip);
        await failed('password', context, false);
        throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.invalidEmailOrPassword);
      }
      await attempt?.undo();
      if (person.status !== 'active') {
        throw new AppError('forbidden', ADMIN_AUTH_MESSAGES.suspended);
      }
      return person.id;
    },

    /**
     * What device cookies are bound to: a fingerprint of the password hash recorded for the
     * account (stable across restarts and servers), so a changed password ends them all.
     */
    async deviceBinding(): Promise<string> {
      const stored = (await account.find())?.passwordHash ?? deps.passwordHash;
      return createHash('sha256').update(`admin-device:${stored}`).digest('base64url');
    },

    /** The password step: a 401 for a wrong password, a 429 after too many guesses. */
    async authenticate(password: string, context: AttemptContext): Promise<void> {
      const { nonce, attempt } = await admit(context);
      // verifyPassword compares in constant time; scrypt makes each guess cost ~50 ms.
      if (!(await verifyPassword(password, deps.passwordHash))) {
        await recordRefusal('admin.sign_in_failed', context.ip);
        await failed('password', context, nonce !== null);
        throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.invalidPassword);
      }
      if (nonce) await devices.succeeded(nonce);
      else await attempt?.undo();
    },

    /** The code step: one limit for the account whatever the device, with the watch and alert. */
    async checkSecondFactor(check: () => Promise<boolean>, context: AttemptContext): Promise<void> {
      const attempt = await admitCode(context, () =>
        recordRefusal('admin.sign_in_refused', context.ip),
      );
      if (!(await judged(attempt, check))) {
        await recordRefusal('admin.sign_in_failed', context.ip);
        await failed('code', context, false);
        throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.invalidCode);
      }
      await attempt.undo();
    },

    /**
     * The 'sudo' step before two-factor sign-in changes: the password, then `check` (a code),
     * under the code step's limit. A 400 for either wrong (a 401 would read as a lost session),
     * a 429 once the limit is reached; failures and refusals are audited.
     */
    async confirmChange(
      password: string,
      check: () => Promise<boolean>,
      context: AttemptContext & { source: ChangeSource },
    ): Promise<void> {
      const record = (
        action: 'admin.two_factor_change_failed' | 'admin.two_factor_change_refused',
      ) => deps.audit.record(deps.db, { action, ...context.source });
      const attempt = await admitCode(context, () => record('admin.two_factor_change_refused'));
      const passwordRight = await judged(attempt, () =>
        verifyPassword(password, deps.passwordHash),
      );
      const codeRight = passwordRight && (await judged(attempt, check));
      if (!codeRight) {
        await record('admin.two_factor_change_failed');
        await failed(passwordRight ? 'code' : 'password', context, false);
        throw new AppError(
          'validation',
          passwordRight
            ? ADMIN_AUTH_MESSAGES.invalidCode
            : ADMIN_AUTH_MESSAGES.wrongPasswordForChange,
        );
      }
      await attempt.undo();
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
