import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createAttemptLimiter } from './attempt-limiter.ts';
import type { CreateCounter } from './counters.ts';

/**
 * Device cookies (OWASP's answer to lockouts as a weapon): after a successful sign-in the
 * browser gets a cookie the shop recognises later. A later attempt that presents it for the
 * same account is judged by that device's own failure limit, so a flood of guesses from
 * elsewhere, which locks the account for everyone else, does not lock out a browser that has
 * signed in before. The back office's is signed here (`admin`, a random nonce, a signature);
 * a customer's is a random token the customers feature keeps hashed (customer-devices.ts).
 */
export interface DeviceToken {
  /** The account the browser signed in to: 'admin', or `customer:<id>`. */
  subject: string;
  /** Tells devices apart in the device limit. */
  nonce: string;
}

const NONCE_BYTES = 16;
/** Domain separation: this HMAC never signs anything but device cookies. */
const CONTEXT = 'device-cookie:v1';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
/**
 * `binding` is signed but not sent: a fingerprint of the account's current password, so a
 * changed password ends every device cookie issued before (ASVS 7.4.3).
 */
const sign = (secret: string, payload: string, binding: string) =>
  createHmac('sha256', secret)
    .update(`${CONTEXT}\n${payload}${binding ? `\n${binding}` : ''}`)
    .digest('base64url');

/** A new cookie value for the account: `subject.nonce.signature`, each part base64url. */
export function issueDeviceToken(secret: string, subject: string, binding = ''): string {
  const payload = `${encode(subject)}.${randomBytes(NONCE_BYTES).toString('base64url')}`;
  return `${payload}.${sign(secret, payload, binding)}`;
}

/**
 * The token behind a cookie value, or null when it is malformed, its signature is wrong, or it
 * was issued under another `binding` (another password).
 */
export function verifyDeviceToken(
  secret: string,
  value: string | undefined,
  binding = '',
): DeviceToken | null {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 3) return null;
  const [subject = '', nonce = '', signature = ''] = parts;
  const expected = Buffer.from(sign(secret, `${subject}.${nonce}`, binding));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!nonce) return null;
  return { subject: Buffer.from(subject, 'base64url').toString('utf8'), nonce };
}

/** Where each kind of device cookie lives: sent to its sign-in route only. */
export interface DeviceCookiePolicy {
  cookieName: string;
  path: string;
}

export const ADMIN_DEVICE: DeviceCookiePolicy = {
  cookieName: 'admin_device',
  path: '/api/admin/authenticate',
};
export const CUSTOMER_DEVICE: DeviceCookiePolicy = {
  cookieName: 'device',
  path: '/api/customers/login',
};

/** Long-lived: the point is to recognise a browser months after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Reads and sets device cookies, flags as sessions.ts; signed ones with the session secret. */
export function createDeviceCookies(options: { secret: string; secureCookies: boolean }) {
  // Scoped to a sign-in path, so `__Host-` (which needs Path=/) cannot apply; `__Secure-` still
  // means only an HTTPS page could have set it.
  const cookieName = (policy: DeviceCookiePolicy) =>
    options.secureCookies ? `__Secure-${policy.cookieName}` : policy.cookieName;
  /** The cookie's value as the browser sent it, unchecked. */
  const value = (request: FastifyRequest, policy: DeviceCookiePolicy): string | undefined =>
    request.cookies[cookieName(policy)];
  function set(reply: FastifyReply, policy: DeviceCookiePolicy, token: string): void {
    void reply.setCookie(cookieName(policy), token, {
      path: policy.path,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  }
  return {
    value,
    set,

    /** A signed cookie's token (the back office's), or null when it does not verify. */
    read: (request: FastifyRequest, policy: DeviceCookiePolicy, binding = ''): DeviceToken | null =>
      verifyDeviceToken(options.secret, value(request, policy), binding),

    /** Sets a new signed cookie for `subject` (the back office's). */
    issue(reply: FastifyReply, policy: DeviceCookiePolicy, subject: string, binding = ''): void {
      set(reply, policy, issueDeviceToken(options.secret, subject, binding));
    },

    /** Forgets the browser: asked at sign-out, or the account is being deleted. */
    clear(reply: FastifyReply, policy: DeviceCookiePolicy): void {
      void reply.clearCookie(cookieName(policy), {
        path: policy.path,
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
      });
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

const MINUTE_MS = 60_000;
/** Failures one device may make in the window before its cookie stops being trusted. */
export const DEVICE_MAX_FAILURES = 5;
export const DEVICE_FAILURE_WINDOW_MS = 15 * MINUTE_MS;

/**
 * The per-device failure limit. `admit` counts an attempt against a device cookie that names
 * the account and still has failures to spare, and answers its nonce; else null, nothing is
 * counted, and the attempt is judged like one from a new browser. Counted before the password
 * check, so parallel guesses cannot slip past.
 */
export function createDeviceTrust(now: () => Date, createCounter: CreateCounter) {
  const failures = createAttemptLimiter({
    name: 'device',
    max: DEVICE_MAX_FAILURES,
    windowMs: DEVICE_FAILURE_WINDOW_MS,
    now,
    createCounter,
  });
  return {
    async admit(device: DeviceToken | null, subject: string): Promise<string | null> {
      if (!device || device.subject !== subject) return null;
      return (await failures.attempt(device.nonce)) ? device.nonce : null;
    },
    /** The password was right: this device's count starts again. */
    succeeded: (nonce: string) => failures.reset(nonce),
  };
}

export type DeviceTrust = ReturnType<typeof createDeviceTrust>;
