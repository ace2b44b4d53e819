import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { createAttemptLimiter, type Attempt } from '#server/http/attempt-limiter';
import type { CreateCounter } from '#server/http/counters';
import { createDeviceTrust, type DeviceToken } from '#server/http/device-cookie';
import { verifyPassword } from '#server/security/password';
import type { AuditLog } from '../audit/audit-log.ts';
import { createOutboxRepo } from '../mail/outbox.repo.ts';
import { adminGateAttackEmail } from '../mail/templates/admin-alert-email.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createAdminGateWatch } from './admin-gate-watch.ts';
import { adminSignInEvents } from './admin-sign-in-events.ts';

export const ADMIN_AUTH_MESSAGES = {
  authenticated: 'Authenticated',
  invalidPassword: 'Invalid password',
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
/** What the back office's device cookie names: there is one shared account. */
export const ADMIN_DEVICE_SUBJECT = 'admin';

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
  onMailQueued: () => void;
  createCounter: CreateCounter;
  audit: Pick<AuditLog, 'record'>;
}) {
  const attempts = createAttemptLimiter({
    name: 'admin',
    max: ADMIN_MAX_ATTEMPTS,
    windowMs: ADMIN_ATTEMPT_WINDOW_MS,
    now: deps.now,
    createCounter: deps.createCounter,
  });
  const devices = createDeviceTrust(deps.now, deps.createCounter);
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

  /** Emails the business once per window while the gate is locked by wrong passwords. */
  async function alertIfLocked(log: FastifyBaseLogger): Promise<void> {
    if (!(await attempts.isBlocked(GLOBAL_KEY))) return;
    const attack = watch.alertDue();
    if (!attack || !(await firstToAlert())) return;
    log.warn({ addresses: attack.addresses.length }, 'admin sign-in locked: alerting the business');
    try {
      const to = await deps.settings.newOrdersEmail();
      await createOutboxRepo(deps.db).enqueue([adminGateAttackEmail(attack, to)]);
      deps.onMailQueued();
    } catch (error) {
      log.error({ err: error }, 'could not queue the admin sign-in alert');
    }
  }

  /** Counts the attempt against the device or the gate; a 429 when that limit is reached. */
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

  /**
   * Runs one guess at a secret (the password, or a second-factor code) under the gate's limits:
   * a 401 when `check` answers false, a 429 once too many guesses were made. Every refusal is
   * logged with the address, never with what was typed.
   */
  async function guarded(
    what: 'password' | 'code',
    check: () => Promise<boolean>,
    context: AttemptContext,
  ): Promise<void> {
    const { nonce, attempt } = await admit(context);
    if (!(await check())) {
      adminSignInEvents.failed(context.log, { ip: context.ip, what, knownDevice: nonce !== null });
      await recordRefusal('admin.sign_in_failed', context.ip);
      if (!nonce) {
        watch.failed(context.ip);
        await alertIfLocked(context.log);
      }
      throw new AppError(
        'unauthorized',
        what === 'password' ? ADMIN_AUTH_MESSAGES.invalidPassword : ADMIN_AUTH_MESSAGES.invalidCode,
      );
    }
    if (nonce) await devices.succeeded(nonce);
    else await attempt?.undo();
  }

  return {
    /** The password step: a 401 for a wrong password, a 429 after too many guesses. */
    async authenticate(password: string, context: AttemptContext): Promise<void> {
      // verifyPassword compares in constant time; scrypt makes each guess cost ~50 ms.
      await guarded('password', () => verifyPassword(password, deps.passwordHash), context);
    },

    /** The code step, under the same limits as the password: codes cannot be guessed faster. */
    async checkSecondFactor(check: () => Promise<boolean>, context: AttemptContext): Promise<void> {
      await guarded('code', check, context);
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
