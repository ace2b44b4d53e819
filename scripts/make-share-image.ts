/**
 * Draws the link-preview image (1200x630) from scripts/assets/share-image.html with Debian's
 * Chromium: `node --import tsx scripts/make-share-image.ts`.
 */
import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(new URL('assets/share-image.html', import.meta.url).href);
  await page.screenshot({ path: 'src/client/public/og-image.png', type: 'png' });
} finally {
  await browser.close();
}
