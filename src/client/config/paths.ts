/** URL builders for every screen of spec section 2; links and navigation use these, never literals. */
export const paths = {
  home: '/',
  about: '/about',
  delivery: '/delivery',
  coverage: '/coverage',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  orderSummary: '/order-summary',
  checkout: '/checkout',
  orderConfirmed: '/order-confirmed',
} as const;

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
