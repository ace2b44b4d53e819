import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { CREDENTIAL_PARAMS } from './credential-paths.ts';
import { shopLoggerOptions } from './log-options.ts';

// Mail scanners open every link in an email, so the paths of tokened links arrive at the shop
// as often as customers do. Walks every route the app registers (the storefront's pages from
// the build included) and asks each with a fresh token in each path parameter: a parameter
// that is a credential must reach no log line and no metric.

/** Path parameters that are not credentials: ids and names anyone may see in a log. */
const NOT_CREDENTIALS = new Set(['id', 'slug', 'provider', 'entryId']);

const clientDir = resolve('dist/client');
if (!existsSync(join(resolve('dist/ssr'), 'entry-server.js'))) {
  throw new Error('No built storefront in dist/: run "npm run build" before the API tests');
}

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

interface Route {
  path: string;
  methods: string[];
}

/**
 * The app's routes from Fastify's own tree (`printRoutes`): each line's text is its path
 * less its parent's, indented four characters a level under the root.
 */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const start = line.search(/[^│├└─ ]/);
    const match = /^(\S+) \(([^)]+)\)$/.exec(line.slice(start));
    if (start < 0 || !match) continue;
    const depth = start / 4 - 1;
    const path = (parents[depth - 1] ?? '') + (match[1] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    routes.push({ path, methods: (match[2] ?? '').split(', ') });
  }
  return routes;
}

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
const isCredential = (param: string) => (CREDENTIAL_PARAMS as readonly string[]).includes(param);
const newToken = () => randomBytes(32).toString('base64url');

let t: TestApp;
let routes: Route[];
beforeAll(async () => {
  t = await createTestApp({
    config: { clientDir, rateLimits: false },
    logger: shopLoggerOptions('info', capture),
  });
  routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
});
afterAll(async () => t.close());

describe('routes with a credential in their path', () => {
  it('finds every kind of link the shop sends among the routes', () => {
    const tokened = routes.filter((route) => paramsOf(route.path).some(isCredential));
    expect(tokened.map((route) => route.path).sort()).toEqual(
      expect.arrayContaining([
        '/api/payments/webhook/:secret',
        '/api/track/:token',
        '/invoices/:token',
        '/top-up/:token',
        '/track/:token',
        '/unsubscribe/:token',
        '/verify-email/:token',
      ]),
    );
  });

  it('names each path parameter either a credential or a plain value', () => {
    const unknown = routes.flatMap((route) =>
      paramsOf(route.path)
        .filter((param) => !isCredential(param) && !NOT_CREDENTIALS.has(param))
        .map((param) => `${route.path}: ${param}`),
    );
    // A new parameter: name it `token` if it is a secret, else list it in NOT_CREDENTIALS.
    expect(unknown).toEqual([]);
  });

  it('logs no token and counts none in the metrics, however the path is asked', async () => {
    const asked: { url: string; secrets: string[] }[] = [];
    for (const route of routes.filter((r) => paramsOf(r.path).some(isCredential))) {
      for (const method of route.methods) {
        const secrets: string[] = [];
        const fill = (variant: (token: string) => string) =>
          route.path.replace(/:(\w+)(\.\w+)?/g, (_all, param: string, suffix = '') => {
            if (!isCredential(param)) return '1';
            const token = newToken();
            secrets.push(token);
            return variant(token) + String(suffix);
          });
        const variants = [
          fill((token) => token),
          fill((token) => `${token}.pdf`),
          fill((token) => `12-${token}`),
          `${fill((token) => token)}/`,
          `${fill((token) => token)}/more?x=1`,
          `${fill((token) => token)}%`,
        ];
        for (const url of variants) {
          await t.app.inject({
            method: method as 'GET',
            url,
            ...(method === 'POST' ? { payload: {} } : {}),
          });
          asked.push({ url, secrets: [...secrets] });
        }
      }
    }
    expect(asked.length).toBeGreaterThan(7 * 6);

    const logged = lines.join('\n');
    const metrics = (await t.metrics.scrape()).body;
    for (const { url, secrets } of asked) {
      for (const secret of secrets) {
        expect(logged, `${url} in the log`).not.toContain(secret);
        expect(metrics, `${url} in the metrics`).not.toContain(secret);
      }
    }
    // The requests were logged all the same, with what the route was.
    expect(logged).toContain('"url":"/api/track/[redacted]"');
    expect(logged).toContain('"url":"/track/[redacted]/"');
    expect(logged).toContain('"url":"/verify-email/[redacted]/more?x=1"');
    expect(logged).toContain('"url":"/invoices/[redacted]"');
  });
});
