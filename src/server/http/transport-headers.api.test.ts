import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, signInAdmin } from '#test-support/admin';
import { createTestApp, type TestApp } from '#test-support/test-app';

let production: TestApp;
let development: TestApp;
const clock = Date.parse('2026-11-24T12:00:00Z');
beforeAll(async () => {
  production = await createTestApp({ config: { production: true }, now: () => new Date(clock) });
  development = await createTestApp();
});
afterAll(async () => Promise.all([production.close(), development.close()]));

describe('transport security', () => {
  it('sends HSTS in production only', async () => {
    const prod = await production.app.inject({ method: 'GET', url: '/healthz' });
    expect(prod.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const dev = await development.app.inject({ method: 'GET', url: '/healthz' });
    expect(dev.headers['strict-transport-security']).toBeUndefined();
  });

  it('prefixes the session cookies with __Host- in production', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/admin/authenticate',
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((c) => c.name === '__Host-admin_sid');
    expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(session?.domain).toBeUndefined();
    const device = response.cookies.find((c) => c.name === '__Secure-admin_device');
    expect(device).toMatchObject({ secure: true });
    // The prefixed cookie is the one the server reads.
    const check = await production.app.inject({
      method: 'GET',
      url: '/api/admin/check-auth',
      headers: { cookie: `__Host-admin_sid=${session?.value}` },
    });
    expect(check.statusCode).toBe(200);
    expect(await signInAdmin(development.app)).toMatch(/^admin_sid=/);
  });
});

describe('/.well-known/security.txt', () => {
  it('names the customer service email from Settings and expires a year ahead', async () => {
    const cookie = await signInAdmin(development.app);
    const changed = await development.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie },
      payload: [{ key: 'customer_service_email', value: 'security@pellets.example' }],
    });
    expect(changed.statusCode).toBe(200);
    const response = await development.app.inject({
      method: 'GET',
      url: '/.well-known/security.txt',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Contact: mailto:security@pellets.example\n');
    const prod = await production.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(prod.body).toContain('Expires: 2027-11-24T12:00:00Z\n');
  });
});
