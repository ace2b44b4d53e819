import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { TEST_ADMIN_PATH } from '#test-support/admin';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { registerStaticClient } from './static-client.ts';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'pellets-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Shop</title>');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'admin.html'), '<!doctype html><title>Admin</title>');
  writeFileSync(join(clientDir, 'admin.html.br'), 'compressed admin shell');
  t = await createTestApp({ config: { clientDir } });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('built client', () => {
  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/about', '/coverage', '/checkout', '/reset-password?token=x'])(
    'answers the app shell for the storefront route %s',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Shop</title>');
    },
  );

  it('answers the app shell with 404 for unknown pages, so the app can show its 404 page', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Shop</title>');
  });

  it('keeps unknown API paths as JSON', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('hidden admin page', () => {
  it.each(['GET', 'HEAD'] as const)(
    'answers the admin shell to %s at the admin path only',
    async (method) => {
      const response = await t.app.inject({ method, url: `/${TEST_ADMIN_PATH}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      if (method === 'GET') expect(response.body).toContain('<title>Admin</title>');
    },
  );

  it.each([
    '/admin.html',
    '/admin.html.br',
    `/${TEST_ADMIN_PATH}/x`,
    `/${TEST_ADMIN_PATH.slice(0, -1)}`,
  ])('is not served at %s', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Admin</title>');
  });

  it('is never named by the storefront shell', async () => {
    expect((await get('/')).body).not.toContain(TEST_ADMIN_PATH);
  });

  it('answers a plain 404 when the admin shell was not built', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'pellets-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Shop</title>');
    const bare = Fastify();
    await registerStaticClient(bare, clientDir, { adminPath: TEST_ADMIN_PATH, testShop: false });
    try {
      const response = await bare.inject({ method: 'GET', url: `/${TEST_ADMIN_PATH}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
      expect(response.body).toBe('Not found');
    } finally {
      await bare.close();
    }
  });
});
