/** Every storefront page a fresh visitor can open directly (the cart pages send them home). */
export const DIRECT_PAGES = [
  '/',
  '/about',
  '/delivery',
  '/coverage',
  '/contact',
  '/terms',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=abc',
  '/no-such-page',
];
