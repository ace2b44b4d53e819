// What each storefront route really downloads when opened directly: Chromium loads the page in
// a fresh context (nothing cached) and every JS and CSS response is gzipped (level 9) and
// summed. Target: JS <= 100 KB gzip on /, <= 150 KB on every other route, CSS <= 20 KB.
// /account is weighed signed in; the cart pages send a fresh visitor home (their cart is empty).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { paths } from '../../src/client/config/paths.ts';
import { startShop } from './shop-server.ts';

const KB = 1000;
const HOME_JS_BUDGET = 100 * KB;
const JS_BUDGET = 150 * KB;
const CSS_BUDGET = 20 * KB;

/** Every route of the storefront; a reset link carries a token. */
const ROUTES = Object.values(paths).map((path) =>
  path === paths.resetPassword ? `${path}?token=bench` : path,
);

/** A new customer, signed in within the context: the account page is theirs to load. */
async function signIn(context: BrowserContext, url: string) {
  const password = 'bench password of some length';
  const registered = await context.request.post(new URL('/api/customers/register', url).href, {
    data: {
      email: `bench-${Date.now()}@example.com`,
      password,
      confirmPassword: password,
      firstName: 'Bench',
      lastName: 'Mark',
    },
    headers: { origin: new URL(url).origin },
  });
  if (registered.status() !== 201) throw new Error(`Sign-in failed: ${registered.status()}`);
}

async function weigh(browser: Browser, url: string) {
  const context = await browser.newContext();
  try {
    if (new URL(url).pathname === paths.account) await signIn(context, url);
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
    return {
      js: total('.js'),
      css: total('.css'),
      files: assets.length,
      shown: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}

export async function benchRouteWeights(routes: string[] = ROUTES) {
  const shop = await startShop(5094, { RATE_LIMITS: 'off' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const weights = [];
    for (const route of routes) {
      const { js, css, files, shown } = await weigh(browser, `${shop.url}${route}`);
      const jsBudget = route === paths.home ? HOME_JS_BUDGET : JS_BUDGET;
      weights.push({
        route,
        shown,
        jsKB: +(js / KB).toFixed(2),
        cssKB: +(css / KB).toFixed(2),
        files,
        met: js <= jsBudget && css <= CSS_BUDGET,
      });
    }
    return {
      benchmark: 'Assets each storefront route loads when opened directly (gzip)',
      routes: weights,
      target: 'JS <= 100 KB on /, <= 150 KB on every other route; CSS <= 20 KB',
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
