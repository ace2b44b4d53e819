import { randomBytes, scryptSync } from 'node:crypto';
import type { Browser, BrowserContext } from '@playwright/test';
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

/**
 * The `Cookie` header that sends back the admin session cookie a response set, if any (named
 * `__Host-admin_sid` in production).
 */
export function adminCookieFrom(response: LightMyRequestResponse): string | null {
  const sid = response.cookies.find((c) => c.name === 'admin_sid' || c.name === '__Host-admin_sid');
  return sid?.value ? `${sid.name}=${sid.value}` : null;
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

/** The browser tests' back office: the path and password playwright.config.ts starts with. */
export const E2E_ADMIN_PATH = '/e2e-admin-path-0123456789';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs in to the e2e back office once and answers the browser state holding the session,
 * for a file's pages to share (the server limits admin sign-ins per minute).
 */
export async function e2eAdminState(
  browser: Browser,
  baseURL: string | undefined,
): Promise<StorageState> {
  // One session for the whole run while it lasts: the gate allows 10 sign-ins a minute from
  // one address, and the browser tests all come from one.
  if (signedInState && (await stillSignedIn(browser, baseURL, signedInState))) {
    return signedInState;
  }
  const context = await browser.newContext({ baseURL });
  try {
    const response = await context.request.post('/api/admin/authenticate', {
      data: { password: E2E_ADMIN_PASSWORD },
    });
    if (response.status() !== 200) {
      throw new Error(`Admin sign-in failed: ${response.status()} ${await response.text()}`);
    }
    signedInState = await context.storageState();
    return signedInState;
  } finally {
    await context.close();
  }
}

let signedInState: StorageState | null = null;

async function stillSignedIn(
  browser: Browser,
  baseURL: string | undefined,
  state: StorageState,
): Promise<boolean> {
  const context = await browser.newContext({ baseURL, storageState: state });
  try {
    return (await context.request.get('/api/admin/check-auth')).status() === 200;
  } finally {
    await context.close();
  }
}
