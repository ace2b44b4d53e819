import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  ChangePasswordSchema,
  CurrentCustomer,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordSchema,
} from '#shared/schemas/customers';
import type { AuditAction } from '#shared/schemas/audit';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { createAttemptLimiter } from '#server/http/attempt-limiter';
import type { CreateCounter } from '#server/http/counters';
import { createDeviceTrust, type DeviceToken } from '#server/http/device-cookie';
import { NOT_SIGNED_IN_MESSAGE, type Sessions } from '#server/http/sessions';
import { linkTokenHash, newLinkToken } from '#server/security/link-token';
import { hashPassword, verifyPassword } from '#server/security/password';
import { requireAcceptablePassword } from '#server/security/password-policy-check';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { MarketingConsentService } from '../marketing/marketing-consent.service.ts';
import {
  passwordChangedEmail,
  passwordResetEmail,
  welcomeEmail,
} from '../mail/templates/customer-emails.ts';
import type { AccountEmailLimit } from './account-email-limit.ts';
import { customerDeviceSubject } from './customer-devices.ts';
import { createCustomerDevicesRepo } from './customer-devices.repo.ts';
import { customerAuditValues, toCurrentCustomer } from './customer-mapper.ts';
import { createCustomersRepo, type CustomerRow } from './customers.repo.ts';
import type { EmailVerificationLinks } from './email-verification.service.ts';
import { createPasswordResetRepo } from './password-reset.repo.ts';

type RegisterInput = z.output<typeof RegisterRequestSchema>;
type LoginInput = z.output<typeof LoginRequestSchema>;
type ResetInput = z.output<typeof ResetPasswordSchema>;
type ChangeInput = z.output<typeof ChangePasswordSchema>;

export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  tooManyFailures:
    'Too many failed login attempts. Please try again in 15 minutes or reset your password.',
  resetRequested:
    "If your email is registered with us, you'll receive a password reset link shortly.",
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  invalidResetToken: 'Invalid or expired reset token',
  loggedOut: 'You have been logged out',
  wrongCurrentPassword: 'Your current password is not right. Your password has not been changed.',
  tooManyWrongCurrentPasswords:
    'Too many wrong passwords. Please try again in 15 minutes or reset your password.',
  passwordChanged:
    'Your password has been changed. Any other device signed in has been signed out.',
} as const;

const MINUTE_MS = 60_000;
/**
 * Per account, whatever the address: 5 wrong passwords in 15 minutes locks login for a while,
 * except from a browser holding the device cookie of an earlier sign-in to that account, which
 * has its own limit (#server/http/device-cookie): an outsider cannot lock the owner out.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** The reset screen promises 1 hour (spec section 9). */
export const RESET_TOKEN_TTL_MS = 60 * MINUTE_MS;
/** Reset emails per address per hour: enough for a lost email, too few to flood an inbox. */
export const RESET_EMAILS_PER_HOUR = 3;

export function createAuthService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  sessions: Pick<Sessions, 'destroyAll' | 'destroyOthers'>;
  now: () => Date;
  publicUrl: string;
  outbox: Pick<Outbox, 'queue'>;
  createCounter: CreateCounter;
  audit: Pick<AuditLog, 'record'>;
  marketingConsent: Pick<MarketingConsentService, 'record'>;
  /** The link that verifies the new account's email (decision 028), sent with the welcome. */
  verificationLinks: EmailVerificationLinks;
  /**
   * The mailbox's share of account emails (decision 032). A count is taken only once the email
   * is certain to go; a write that fails after it keeps the count, which errs on the strict side.
   */
  accountEmails: AccountEmailLimit;
  /** Whether online payments are switched on: the welcome email offers them only then. */
  paymentsEnabled: () => Promise<{ enabled: boolean }>;
}) {
  const customers = createCustomersRepo(deps.db);
  const { audit } = deps;
  const { createCounter } = deps;
  const loginAttempts = createAttemptLimiter({
    name: 'login',
    max: LOGIN_MAX_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    now: deps.now,
    createCounter,
  });
  // The login's rule for guesses at the current password from a signed-in browser, counted
  // per account apart from the login's: guesses at the sign-in page cannot lock the owner out
  // of changing the password, nor a borrowed session lock them out of signing in.
  const currentPasswordAttempts = createAttemptLimiter({
    name: 'password-change',
    max: LOGIN_MAX_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    now: deps.now,
    createCounter,
  });
  const devices = createDeviceTrust(deps.now, createCounter);
  const resetRequests = createAttemptLimiter({
    name: 'reset-email',
    max: RESET_EMAILS_PER_HOUR,
    windowMs: 60 * MINUTE_MS,
    now: deps.now,
    createCounter,
  });
  // Checked when the email is unknown, so that answer costs one scrypt like a wrong password.
  const dummyHash = hashPassword(randomBytes(16).toString('base64url'));
  dummyHash.catch(() => {});

  async function register(input: RegisterInput, source: AuditSource): Promise<CurrentCustomer> {
    await requireAcceptablePassword(input.password, input);
    const passwordHash = await hashPassword(input.password);
    const now = deps.now();
    const onlinePayments = (await deps.paymentsEnabled()).enabled;
    const row = await deps.transaction(async (tx) => {
      const created = await createCustomersRepo(tx).insert({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        companyName: input.companyName ?? null,
        phone: input.phone ?? null,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw new AppError('conflict', AUTH_MESSAGES.emailTaken);
      await audit.record(tx, {
        action: 'customer.registered',
        ...source,
        entity: { type: 'customer', id: created.id },
        after: customerAuditValues(created),
      });
      // Recorded either way: a 'no' shows the unticked box was offered and left so.
      await deps.marketingConsent.record(
        created.id,
        input.marketingConsent ?? false,
        input.signupSource ?? 'register',
        tx,
      );
      // Past the mailbox's share the account is still made, without its emails: the visitor is
      // answered the same, and can send the verification link again from the account later.
      if (await deps.accountEmails.claim(created.email)) {
        await deps.outbox.queue(tx, [
          welcomeEmail(created, `${deps.publicUrl}/account`, { onlinePayments }),
          await deps.verificationLinks.issue(tx, created, now),
        ]);
      }
      return created;
    });
    return toCurrentCustomer(row);
  }

  /**
   * One answer for an unknown email and a wrong password. The attempt is counted before the
   * check, so a burst of parallel guesses cannot all slip in before the first failure lands.
   * `device` is the verified device cookie the browser sent, if any: when it names this account
   * the attempt counts against that device only, and the account's lock does not apply.
   */
  async function login(
    { email, password }: LoginInput,
    device: DeviceToken | null,
    source: AuditSource,
  ): Promise<CurrentCustomer> {
    // A refusal names the email tried (and its account, if any), never the password.
    const refused = async (action: AuditAction, customerId: number | null) =>
      audit.record(deps.db, {
        action,
        ...source,
        entity: customerId === null ? null : { type: 'customer', id: customerId },
        after: { email },
      });
    const row = await customers.findByEmail(email);
    const nonce = row && (await devices.admit(device, customerDeviceSubject(row.id)));
    if (!nonce && !(await loginAttempts.attempt(email))) {
      await refused('customer.locked_out', row?.id ?? null);
      throw new AppError('rate_limited', AUTH_MESSAGES.tooManyFailures);
    }
    const matches = await verifyPassword(password, row?.passwordHash ?? (await dummyHash));
    if (!row || !matches) {
      await refused('customer.sign_in_failed', row?.id ?? null);
      throw new AppError('unauthorized', AUTH_MESSAGES.invalidCredentials);
    }
    // A known device signing in leaves the account's count alone: the attack may go on.
    if (nonce) await devices.succeeded(nonce);
    else await loginAttempts.reset(email);
    return toCurrentCustomer(row);
  }

  /** Sends a reset link when the email has an account; the caller answers the same either way. */
  async function requestPasswordReset(email: string, source: AuditSource): Promise<void> {
    if (!(await resetRequests.attempt(email))) return;
    const row = await customers.findByEmail(email);
    if (!row || !(await deps.accountEmails.claim(row.email))) return;
    const token = newLinkToken();
    const now = deps.now();
    const resetUrl = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.transaction(async (tx) => {
      await createPasswordResetRepo(tx).insert({
        customerId: row.id,
        tokenHash: linkTokenHash(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        now,
      });
      await deps.outbox.queue(tx, [
        passwordResetEmail(row, resetUrl, RESET_TOKEN_TTL_MS / MINUTE_MS),
      ]);
      await audit.record(tx, {
        action: 'customer.reset_requested',
        ...source,
        entity: { type: 'customer', id: row.id },
      });
    });
  }

  /**
   * What follows a new password, in its transaction: reset links sent before stop working (one
   * would undo it), the sessions end (`endSessions`), no browser from before is known (the
   * password may have been stolen, or a laptop lost), the customer is emailed, and the audit
   * entry says the password changed; redaction keeps its hash out of the log.
   */
  async function passwordReplaced(
    tx: Database,
    customer: CustomerRow,
    how: 'reset' | 'changed',
    now: Date,
    source: AuditSource,
    endSessions: () => Promise<void>,
  ): Promise<void> {
    await createPasswordResetRepo(tx).retireAll(customer.id, now);
    await endSessions();
    await createCustomerDevicesRepo(tx).deleteAllFor(customer.id);
    await deps.outbox.queue(tx, [passwordChangedEmail(customer, how)]);
    await audit.record(tx, {
      action: how === 'reset' ? 'customer.password_reset' : 'customer.password_changed',
      ...source,
      entity: { type: 'customer', id: customer.id },
      before: { passwordHash: null },
      after: { passwordHash: null },
    });
  }

  /** Uses the token up, sets the password and ends every session of the customer, together. */
  async function resetPassword(
    { token, password }: ResetInput,
    source: AuditSource,
  ): Promise<void> {
    const tokenHash = linkTokenHash(token);
    const now = deps.now();
    const invalid = () => new AppError('validation', AUTH_MESSAGES.invalidResetToken);
    // A cheap look first, so junk tokens never cost a password hash.
    if (!(await createPasswordResetRepo(deps.db).isUsable(tokenHash, now))) throw invalid();
    const passwordHash = await hashPassword(password);
    const customer = await deps.transaction(async (tx) => {
      const customerId = await createPasswordResetRepo(tx).consume(tokenHash, now);
      if (customerId === null) throw invalid();
      const updated = await createCustomersRepo(tx).updatePasswordHash(
        customerId,
        passwordHash,
        now,
      );
      if (!updated) throw invalid();
      // Judged against the account's own name and email; a refusal rolls the reset back.
      await requireAcceptablePassword(password, updated);
      await passwordReplaced(tx, updated, 'reset', now, source, () =>
        deps.sessions.destroyAll(customerId, tx),
      );
      return updated;
    });
    await loginAttempts.reset(customer.email);
  }

  /**
   * The account's own password change: the current password proves the person at the browser is
   * the owner. The other sessions end and the email goes with the new password, together; the
   * session `keepSessionId` (the browser asking) stays signed in. Answers the updated customer.
   */
  async function changePassword(
    customerId: number,
    { currentPassword, password }: ChangeInput,
    keepSessionId: string,
    source: AuditSource,
  ): Promise<CurrentCustomer> {
    const key = String(customerId);
    // Counted before the check, so parallel guesses cannot all slip in before a failure lands.
    if (!(await currentPasswordAttempts.attempt(key))) {
      throw new AppError('rate_limited', AUTH_MESSAGES.tooManyWrongCurrentPasswords);
    }
    const row = await customers.findById(customerId);
    if (!row) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
    if (!(await verifyPassword(currentPassword, row.passwordHash))) {
      await audit.record(deps.db, {
        action: 'customer.password_change_refused',
        ...source,
        entity: { type: 'customer', id: customerId },
      });
      throw new AppError('validation', AUTH_MESSAGES.wrongCurrentPassword, [
        { path: 'currentPassword', message: AUTH_MESSAGES.wrongCurrentPassword },
      ]);
    }
    await requireAcceptablePassword(password, row);
    const passwordHash = await hashPassword(password);
    const now = deps.now();
    const updated = await deps.transaction(async (tx) => {
      const changed = await createCustomersRepo(tx).updatePasswordHash(
        customerId,
        passwordHash,
        now,
      );
      if (!changed) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
      await passwordReplaced(tx, changed, 'changed', now, source, () =>
        deps.sessions.destroyOthers(customerId, keepSessionId, tx),
      );
      return changed;
    });
    await currentPasswordAttempts.reset(key);
    return toCurrentCustomer(updated);
  }

  return {
    register,
    login,
    requestPasswordReset,
    resetPassword,
    changePassword,
    emailExists: (email: string) => customers.emailExists(email),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
