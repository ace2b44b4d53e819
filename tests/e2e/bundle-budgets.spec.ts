import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

import { NOT_FOUND_PAGE, PAGE_LIST, REGION_PAGE, TRACK_PAGE } from '#shared/storefront-pages';

// What each storefront screen runs before it is interactive: the entry and the screen's chunk
// with everything they import statically, weighed from the BUILT files and the build's
// manifest (`npm run build` first). What a screen loads later (a dialog, its form's rules)
// is not counted: that is the point of loading it later. `npm run bench` weighs what a
// browser really downloads, the home page's 100 kB budget included.

const CLIENT_DIR = resolve('dist/client');
const KB = 1000;
const SCREEN_BUDGET = 150 * KB;
/** The page every first visit lands on: its entry chunk carries the home page itself. */
const HOME_BUDGET = 100 * KB;
const HOME_SCREEN = 'app/routes/home.tsx';

type Manifest = Record<string, { file: string; imports?: string[] }>;

function firstLoad(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const queue = [...keys];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

const gzipped = (file: string) =>
  gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length;

test('the home page starts with at most 100 kB of gzipped script, every other screen 150 kB', () => {
  const manifestFile = join(CLIENT_DIR, '.vite/manifest.json');
  expect(existsSync(manifestFile), 'run "npm run build"').toBe(true);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const screens = [...PAGE_LIST, NOT_FOUND_PAGE, TRACK_PAGE, REGION_PAGE].map(
    (page) => page.screen,
  );

  const weights = screens.map((screen) => {
    // The home page ships in the entry chunk itself.
    const keys = screen === HOME_SCREEN ? ['index.html'] : ['index.html', screen];
    const bytes = [...firstLoad(manifest, keys)].reduce((sum, file) => sum + gzipped(file), 0);
    return { screen, kB: Math.round(bytes / 100) / 10 };
  });

  expect(weights.length).toBeGreaterThan(15);
  expect(weights.filter(({ kB }) => kB * KB > SCREEN_BUDGET)).toEqual([]);
  const entry = weights.find(({ screen }) => screen === HOME_SCREEN)?.kB ?? 0;
  expect(entry, 'the home page, kB').toBeGreaterThan(0);
  expect(entry * KB, 'the home page, kB').toBeLessThanOrEqual(HOME_BUDGET);
  // The weighing sees the screens' own chunks (so the check above is not of the entry alone).
  expect(weights.filter(({ kB }) => kB > entry + 20).map(({ screen }) => screen)).toContain(
    'app/routes/account.tsx',
  );
});
