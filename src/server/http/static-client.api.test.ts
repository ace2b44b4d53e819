import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { TEST_ADMIN_PATH } from '#test-support/admin';
import {
  registerPageNotFound,
  registerPageRoutes,
  type ServePage,
} from '../features/storefront/storefront-pages.ts';
import { registerStaticClient } from './static-client.ts';

/** Stands in for the page renderer (tested in storefront-pages.api.test.ts): all unknown. */
const servePage: ServePage = async (request, reply) =>
  reply
    .status(404)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><title>Page ${request.url}</title>`);

let app: FastifyInstance;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'pellets-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Shop</title>');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'admin.html'), '<!doctype html><title>Admin</title>');
  writeFileSync(join(clientDir, 'admin.html.br'), 'compressed admin shell');
  writeFileSync(join(clientDir, 'index.html.br'), 'compressed template');
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), '{}');
  app = Fastify();
  await registerClient(app, clientDir);
});
afterAll(async () => app.close());

/** The built client as the storefront registers it: its files, the page routes, the 404. */
async function registerClient(target: FastifyInstance, clientDir: string): Promise<void> {
  await registerStaticClient(target, clientDir, { adminPath: TEST_ADMIN_PATH });
  registerPageRoutes(target, servePage);
  registerPageNotFound(target, servePage);
}

const get = (url: string) => app.inject({ method: 'GET', url });

describe('built client', () => {
  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/about', '/no-such-page', '/reset-password?token=x'])(
    'hands the page %s to the page renderer',
    async (path) => {
      const response = await get(path);
      expect(response.body).toBe(`<!doctype html><title>Page ${path}</title>`);
    },
  );

  it.each(['/index.html', '/index.html.br', '/.vite/manifest.json'])(
    'never serves the page template or the build manifest as a file (%s)',
    async (path) => {
      const response = await get(path);
      expect(response.body).toBe(`<!doctype html><title>Page ${path}</title>`);
    },
  );

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
      const response = await app.inject({ method, url: `/${TEST_ADMIN_PATH}` });
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

  it('answers a plain 404 when the admin shell was not built', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'pellets-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Shop</title>');
    const bare = Fastify();
    await registerClient(bare, clientDir);
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
