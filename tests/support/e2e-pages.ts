import { INFORMATION_PATHS } from '#shared/storefront-pages';

/** Every storefront page a fresh visitor can open directly (the cart pages send them home). */
export const DIRECT_PAGES = [
  ...INFORMATION_PATHS,
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=abc',
  '/no-such-page',
];
