import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '#server/http/app-error';
import { createAttemptLimiter } from '#server/http/attempt-limiter';
import { verifyPassword } from '#server/security/password';

export const ADMIN_AUTH_MESSAGES = {
  authenticated: 'Authenticated',
  invalidPassword: 'Invalid password',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  loggedOut: 'Logged out',
} as const;

const MINUTE_MS = 60_000;
/**
 * Across every address together: per-IP limits cannot see guessing spread over many
 * addresses. Counted before the check, so parallel guesses cannot slip past. The price is
 * that a flood of wrong guesses also keeps the real administrator out for a while (signed-in
 * sessions carry on); with one shared password that is the safer failure.
 */
export const ADMIN_MAX_ATTEMPTS = 50;
export const ADMIN_ATTEMPT_WINDOW_MS = 15 * MINUTE_MS;
const GLOBAL_KEY = 'admin';

/** The back office's single shared password, checked against its scrypt hash. */
export function createAdminAuthService(deps: { passwordHash: string; now: () => Date }) {
  const attempts = createAttemptLimiter({
    max: ADMIN_MAX_ATTEMPTS,
    windowMs: ADMIN_ATTEMPT_WINDOW_MS,
    now: deps.now,
    maxKeys: 1,
  });

  return {
    /**
     * Throws a 401 for a wrong password and a 429 once too many attempts were made. Every
     * refusal is logged with the address, never with what was typed.
     */
    async authenticate(
      password: string,
      context: { ip: string; log: FastifyBaseLogger },
    ): Promise<void> {
      if (attempts.isBlocked(GLOBAL_KEY)) {
        context.log.warn({ ip: context.ip }, 'admin authentication refused: too many attempts');
        throw new AppError('rate_limited', ADMIN_AUTH_MESSAGES.tooManyAttempts);
      }
      attempts.record(GLOBAL_KEY);
      // verifyPassword compares in constant time; scrypt makes each guess cost ~50 ms.
      if (!(await verifyPassword(password, deps.passwordHash))) {
        context.log.warn({ ip: context.ip }, 'admin authentication failed: wrong password');
        throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.invalidPassword);
      }
      context.log.info({ ip: context.ip }, 'admin authenticated');
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
