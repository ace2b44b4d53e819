import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

// The admin front end is a separate build that a shopper never downloads
// (docs/architecture.md, section 2). These checks read the BUILT files: run `npm run build` first.

const CLIENT_DIR = resolve('dist/client');
const ADMIN_PATH = 'e2e-admin-path-0123456789';

/** Strings only the back office contains: its UI texts and its API paths. */
const ADMIN_MARKERS = [
  'Welcome to the admin panel',
  'Access Granted',
  'Admin password',
  '/api/admin/',
  'associate-customer',
  'resend-email',
  'Import Completed with Errors',
];

/** Chunk file names a built file refers to: static and dynamic imports, preload lists. */
function referencedChunks(text: string): string[] {
  const names = text.matchAll(/["'`(/]((?:assets\/)?[\w.~-]+\.js)["'`)]/g);
  return [...names].map((match) => (match[1] ?? '').replace(/^assets\//, ''));
}

/** Every JS file reachable from an HTML entry: its scripts, then everything they import. */
function reachableScripts(htmlFile: string): Map<string, string> {
  const html = readFileSync(join(CLIENT_DIR, htmlFile), 'utf8');
  const queue = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const seen = new Map<string, string>();
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const file = join(CLIENT_DIR, 'assets', name);
    if (seen.has(name) || !existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    seen.set(name, text);
    queue.push(...referencedChunks(text));
  }
  return seen;
}

test.describe('built bundles', () => {
  test.beforeAll(() => {
    for (const file of ['index.html', 'admin.html']) {
      expect(existsSync(join(CLIENT_DIR, file)), `${file}: run "npm run build"`).toBe(true);
    }
  });

  test('the admin build holds the back office (so the checks below are not vacuous)', () => {
    const admin = [...reachableScripts('admin.html').values()].join('\n');
    for (const marker of ADMIN_MARKERS) expect(admin).toContain(marker);
  });

  test('nothing the storefront can load contains admin code or the admin path', () => {
    const indexHtml = readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
    expect(indexHtml).not.toMatch(/admin/i);

    const storefront = reachableScripts('index.html');
    // The whole storefront: the entry and every lazy screen behind it.
    expect(storefront.size).toBeGreaterThan(5);
    for (const [name, text] of storefront) {
      expect(name, 'a storefront chunk named after the admin').not.toMatch(/admin|dashboard/i);
      for (const marker of [...ADMIN_MARKERS, ADMIN_PATH]) {
        expect(text.includes(marker), `${name} contains "${marker}"`).toBe(false);
      }
    }
  });

  test('the first script of the storefront carries no Zod: the schemas load with the forms', () => {
    const manifest = JSON.parse(
      readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[] }>;
    // What a first visit runs: the entry and what it imports statically, not the lazy screens.
    const firstLoad = new Set<string>();
    for (let key: string | undefined = 'index.html', queue: string[] = []; key; key = queue.pop()) {
      const chunk = manifest[key];
      if (!chunk || firstLoad.has(chunk.file)) continue;
      firstLoad.add(chunk.file);
      queue.push(...(chunk.imports ?? []));
    }
    // Every Zod schema reads its internals through `._zod`; the endpoint declarations the
    // browser gets carry no schemas (scripts/browser-endpoints.ts).
    const zodUses = (file: string) =>
      readFileSync(join(CLIENT_DIR, file), 'utf8').match(/\._zod\b/g)?.length ?? 0;
    expect([...firstLoad].map((file) => [file, zodUses(file)])).toEqual(
      [...firstLoad].map((file) => [file, 0]),
    );
    // ...and the lazy forms still have it (so the check above is not vacuous).
    const all = reachableScripts('index.html');
    expect([...all.keys()].some((name) => zodUses(`assets/${name}`) > 0)).toBe(true);
  });

  test("the storefront stylesheet carries none of the admin's utilities", () => {
    const stylesheet = (html: string) => {
      const text = readFileSync(join(CLIENT_DIR, html), 'utf8');
      const href = /href="\/assets\/([^"]+\.css)"/.exec(text)?.[1] ?? '';
      return readFileSync(join(CLIENT_DIR, 'assets', href), 'utf8');
    };
    // The dense admin tables style their header cells with [&_thead_th]:... utilities.
    expect(stylesheet('admin.html')).toContain('thead_th');
    expect(stylesheet('index.html')).not.toContain('thead_th');
  });

  test('a shopper browsing the shop downloads no admin file', async ({ page }) => {
    const scripts: Promise<{ path: string; text: string }>[] = [];
    const paths: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      paths.push(path);
      if (path.endsWith('.js')) scripts.push(response.text().then((text) => ({ path, text })));
    });
    for (const path of ['/', '/coverage', '/login', '/register', '/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(paths.filter((path) => /admin|dashboard/i.test(path))).toEqual([]);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    for (const { path, text } of loaded) {
      for (const marker of ADMIN_MARKERS) {
        expect(text.includes(marker), `${path} contains "${marker}"`).toBe(false);
      }
    }
  });

  test('the admin page is served only at its hidden path', async ({ request }) => {
    const hidden = await request.get(`/${ADMIN_PATH}`);
    expect(hidden.status()).toBe(200);
    expect(await hidden.text()).toContain('/assets/admin-');
    expect((await request.get('/admin.html')).status()).toBe(404);
    const storefront = await request.get('/admin');
    expect(await storefront.text()).not.toContain('/assets/admin-');
  });
});
