import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateAdmin } from '#test-support/admin';
import { createTestApp, type TestApp } from '#test-support/test-app';

// Per-IP limits are on here (every injected request comes from 127.0.0.1).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let n = 0;
/** Cheap bodies: a fresh unknown email each time, so no per-account limit is reached first. */
const bodies: Record<string, () => object> = {
  login: () => ({ email: `nobody${(n += 1)}@example.com`, password: 'wrong password' }),
  register: () => ({ email: 'not-an-email' }),
  'check-email': () => ({ email: `nobody${(n += 1)}@example.com` }),
  'forgot-password': () => ({ email: `nobody${(n += 1)}@example.com` }),
  'reset-password': () => ({ token: 'not-a-token', password: 'long enough' }),
};

describe('per-IP rate limits', () => {
  it.each([
    ['login', 10],
    ['register', 5],
    ['check-email', 20],
    ['forgot-password', 5],
    ['reset-password', 10],
  ])('POST /api/customers/%s allows %i a minute', async (path, max) => {
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/customers/${path}`, payload: bodies[path]!() });
    for (let i = 0; i < max; i += 1) expect((await send()).statusCode).not.toBe(429);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
  });
});

describe('per-IP rate limit of the admin password gate', () => {
  it('POST /api/admin/authenticate allows 10 a minute', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await authenticateAdmin(t.app, `wrong ${i}`)).statusCode).toBe(401);
    }
    const limited = await authenticateAdmin(t.app);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
  });
});
