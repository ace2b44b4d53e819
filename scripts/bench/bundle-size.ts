// What the home page really downloads: Chromium opens / and every JS and CSS response is
// gzipped (level 9) and summed. Target: JS <= 110 KB gzip, CSS <= 20 KB gzip.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startShop } from './shop-server.ts';

const KB = 1000;

export async function benchHomePageWeight(path = '/') {
  const shop = await startShop(5093);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
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
    await page.goto(`${shop.url}${path}`, { waitUntil: 'networkidle' });
    const assets = await Promise.all(loaded);
    const total = (ext: string) =>
      assets.filter((a) => a.url.endsWith(ext)).reduce((sum, a) => sum + a.gzip, 0);
    const js = total('.js');
    const css = total('.css');
    return {
      benchmark: `Assets loaded by ${path} (gzip)`,
      files: assets.map((a) => `${new URL(a.url).pathname} ${(a.gzip / KB).toFixed(2)} KB`),
      jsKB: +(js / KB).toFixed(2),
      cssKB: +(css / KB).toFixed(2),
      target: 'JS <= 110 KB, CSS <= 20 KB',
      met: js <= 110 * KB && css <= 20 * KB,
    };
  } finally {
    await browser.close();
    await shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchHomePageWeight(process.argv[2]), null, 2));
}
