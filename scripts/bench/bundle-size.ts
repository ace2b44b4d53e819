// What each storefront route really downloads when opened directly: Chromium loads the page in
// a fresh context (nothing cached) and every JS and CSS response is gzipped (level 9) and
// summed. Target: JS <= 110 KB gzip and CSS <= 20 KB gzip for every route.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { paths } from '../../src/client/config/paths.ts';
import { startShop } from './shop-server.ts';

const KB = 1000;
const JS_BUDGET = 110 * KB;
const CSS_BUDGET = 20 * KB;

/** Every route of the storefront; a reset link carries a token. */
const ROUTES = Object.values(paths).map((path) =>
  path === paths.resetPassword ? `${path}?token=bench` : path,
);

async function weigh(browser: Browser, url: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const loaded: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (/\.(js|css)$/.test(new URL(response.url()).pathname)) {
        loaded.push(
          response
            .body()
            .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
        );
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const assets = await Promise.all(loaded);
    const total = (ext: string) =>
      assets.filter((a) => a.url.endsWith(ext)).reduce((sum, a) => sum + a.gzip, 0);
    return { js: total('.js'), css: total('.css'), files: assets.length };
  } finally {
    await context.close();
  }
}

export async function benchRouteWeights(routes: string[] = ROUTES) {
  const shop = await startShop(5093);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const weights = [];
    for (const route of routes) {
      const { js, css, files } = await weigh(browser, `${shop.url}${route}`);
      weights.push({
        route,
        jsKB: +(js / KB).toFixed(2),
        cssKB: +(css / KB).toFixed(2),
        files,
        met: js <= JS_BUDGET && css <= CSS_BUDGET,
      });
    }
    return {
      benchmark: 'Assets each storefront route loads when opened directly (gzip)',
      routes: weights,
      target: 'JS <= 110 KB, CSS <= 20 KB on every route',
      met: weights.every((w) => w.met),
    };
  } finally {
    await browser.close();
    await shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2);
  console.log(JSON.stringify(await benchRouteWeights(routes.length ? routes : ROUTES), null, 2));
}
