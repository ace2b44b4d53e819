/**
 * A shop that takes no real payments says so on every page. Shown by the storefront when
 * production runs on the sandbox provider (a staging site), and on every sandbox payment page.
 */
export const TEST_SHOP_NOTICE = 'Test shop: no real payments';

/** A production site on the sandbox provider (staging): it must say it takes no real money. */
export const isTestShop = (config: { production: boolean; paymentProvider: string }) =>
  config.production && config.paymentProvider === 'sandbox';

// Inline styles (the CSP allows them) so the notice shows even if the stylesheet does not load.
// Dark amber on pale amber: a contrast ratio above 10:1; it wraps on narrow screens.
const STYLE = [
  'margin:0',
  'padding:0.5rem 1rem',
  'background:#fde68a',
  'color:#422006',
  'border-bottom:2px solid #b45309',
  'text-align:center',
  'font:600 1rem/1.4 system-ui,sans-serif',
].join(';');

export const TEST_SHOP_NOTICE_HTML = `<p class="test-shop-notice" style="${STYLE}">${TEST_SHOP_NOTICE}</p>`;

/** The page with the notice as the first thing in its body, above the app's own layout. */
export function withTestShopNotice(html: string): string {
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return `${TEST_SHOP_NOTICE_HTML}${html}`;
  const end = body.index + body[0].length;
  return `${html.slice(0, end)}\n${TEST_SHOP_NOTICE_HTML}${html.slice(end)}`;
}
