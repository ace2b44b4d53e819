import type { Page } from '@playwright/test';

/**
 * Whole-page screenshots at a phone's and a desktop's width, `<name>-390.png` and
 * `<name>-1280.png`, when SHOTS_DIR names a folder for them; otherwise nothing. The page is
 * left at 1280 px.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
}
