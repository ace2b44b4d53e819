import { STOREFRONT_PAGES, type PageId } from '#shared/storefront-pages';

/**
 * URL builders for every screen of spec section 2, from the page table; links and navigation
 * use these, never literals.
 */
export const paths = Object.fromEntries(
  Object.entries(STOREFRONT_PAGES).map(([id, page]) => [id, page.path]),
) as { readonly [K in PageId]: (typeof STOREFRONT_PAGES)[K]['path'] };

export function resetPasswordHref(token: string): string {
  return `${paths.resetPassword}?${new URLSearchParams({ token }).toString()}`;
}

/** Element ids that other parts of the shop scroll to (hero button, cart panel). */
export const anchors = {
  mainContent: 'main-content',
  postcodeChecker: 'postcode-checker',
  postcodeInput: 'postcode',
  regionalPricing: 'regional-pricing',
} as const;

/** The home page with a request to bring the postcode checker into view on arrival. */
export const homePostcodeHref = `${paths.home}#${anchors.postcodeChecker}`;
