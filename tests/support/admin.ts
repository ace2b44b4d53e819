import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const TEST_ADMIN_PASSWORD = 'admin password for tests';
export const TEST_ADMIN_PATH = 'back-office-for-tests-0123';

/**
 * The test password's hash in the production format (scrypt$N$r$p$salt$key), with a small N so
 * a test can make many attempts quickly; verifyPassword reads the cost from the hash.
 */
export function cheapPasswordHash(password: string): string {
  const N = 1024;
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export const TEST_ADMIN_PASSWORD_HASH = cheapPasswordHash(TEST_ADMIN_PASSWORD);

/** The `Cookie` header that sends back the admin session cookie a response set, if any. */
export function adminCookieFrom(response: LightMyRequestResponse): string | null {
  const sid = response.cookies.find((c) => c.name === 'admin_sid');
  return sid?.value ? `admin_sid=${sid.value}` : null;
}

export const authenticateAdmin = (
  app: FastifyInstance,
  password = TEST_ADMIN_PASSWORD,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/admin/authenticate', payload: { password }, headers });

/** Signs in to the back office and answers the admin session cookie. */
export async function signInAdmin(app: FastifyInstance): Promise<string> {
  const response = await authenticateAdmin(app);
  const cookie = adminCookieFrom(response);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`Admin sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}
