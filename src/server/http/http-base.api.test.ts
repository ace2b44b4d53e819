import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // A route that fails unexpectedly, to prove 5xx answers never leak internals.
    extend: (app) =>
      app.get('/api/test-explode', async () => {
        throw new Error('secret connection string postgres://user:pw@db');
      }),
  });
});
afterAll(async () => t.close());

const postJson = (url: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('error answers', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('masks unexpected errors as 500 with no stack or detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toMatch(/postgres|stack|at /);
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await postJson('/api/validate-postcode', '{"postcode": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('rejects a body over the limit with 413', async () => {
    const huge = JSON.stringify({ postcode: 'x'.repeat(200_000) });
    const response = await postJson('/api/validate-postcode', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('rejects non-JSON bodies with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/validate-postcode',
      body: 'postcode=DN15 8QA',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/JSON/);
  });

  it('gives field details for schema violations', async () => {
    const response = await postJson('/api/validate-postcode', JSON.stringify({ postcode: 5 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'postcode', message: 'Please enter a valid UK postcode' },
    ]);
  });
});

describe('security', () => {
  it('sends a Content-Security-Policy that allows only our own scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/regions' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a write from another site', async () => {
    const body = JSON.stringify({ postcode: 'DN15 8QA' });
    const crossSite = await postJson('/api/validate-postcode', body, {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    const fetchSite = await postJson('/api/validate-postcode', body, {
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchSite.statusCode).toBe(403);
    const sameOrigin = await postJson('/api/validate-postcode', body, { origin: TEST_PUBLIC_URL });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('accepts a form posted from our own page that arrives with Origin: null', async () => {
    const body = JSON.stringify({ postcode: 'DN15 8QA' });
    const ownForm = await postJson('/api/validate-postcode', body, {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(ownForm.statusCode).toBe(200);
    const opaque = await postJson('/api/validate-postcode', body, { origin: 'null' });
    expect(opaque.statusCode).toBe(403);
  });

  it('keeps the referrer within the shop', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/regions' });
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('rate-limits postcode checks per client', async () => {
    const body = JSON.stringify({ postcode: 'DN15 8QA' });
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let last = 0;
    for (let i = 0; i < 125 && last !== 429; i += 1) {
      last = (await postJson('/api/validate-postcode', body, headers)).statusCode;
    }
    expect(last).toBe(429);
    const limited = await postJson('/api/validate-postcode', body);
    expect(limited.json().message).toMatch(/Too many requests/);
  });
});
