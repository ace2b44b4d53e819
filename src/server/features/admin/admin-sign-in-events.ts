import type { FastifyBaseLogger } from 'fastify';

/**
 * Every back-office security event, in one place: sign-in success and failure, the code step,
 * sign-out, two-factor changes, and sessions ended by a changed password. Today they are log
 * lines (never with what was typed); an audit trail hooks in here.
 */
export const adminSignInEvents = {
  failed(
    log: FastifyBaseLogger,
    event: { ip: string; what: 'password' | 'code'; knownDevice: boolean },
  ): void {
    const message =
      event.what === 'password'
        ? 'admin authentication failed: wrong password'
        : 'admin authentication failed: wrong code';
    log.warn(event, message);
  },

  /** `next` is the step still due: 'signed_in' when the session is open. */
  passwordAccepted(log: FastifyBaseLogger, event: { ip: string; next: string }): void {
    log.info(event, event.next === 'signed_in' ? 'admin authenticated' : 'admin password accepted');
  },

  codeAccepted(log: FastifyBaseLogger, event: { ip: string }): void {
    log.info(event, 'admin authenticated with a second factor');
  },

  signedOut(log: FastifyBaseLogger, event: { ip: string }): void {
    log.info(event, 'admin signed out');
  },

  twoFactorChanged(
    log: FastifyBaseLogger,
    event: { ip: string; change: 'enabled' | 'disabled' },
  ): void {
    log.warn(event, `admin two-factor sign-in ${event.change}: every admin session ended`);
  },

  /** At start-up: the password changed, or a required second factor is not set up yet. */
  credentialsChanged(log: FastifyBaseLogger): void {
    log.warn('admin credentials changed: every admin session ended');
  },
};
