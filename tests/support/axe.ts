import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 at level AA, with the levels it builds on. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** An accessible name holds the visible text (WCAG 2.5.3); axe ships this rule switched off. */
const LABEL_IN_NAME = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Makes every animation and transition end at once, then waits for those under way (a panel
 * sliding in, a toast fading out): half-way through a fade, text is lighter than it ends, and
 * its contrast would be judged on a frame nobody reads. Without the first step, a toast that
 * closes while axe reads the page (its time is up) fades out under the check.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }',
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The page's WCAG 2.2 AA failures (within `include` when given), one line each naming the rule
 * and the elements, so a failing test says what to fix.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await settledAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).options({ rules: LABEL_IN_NAME });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
