/** Every path of the storefront (spec section 2); anything else is the 404 page. */
export const STOREFRONT_PATHS = [
  '/',
  '/about',
  '/delivery',
  '/coverage',
  '/contact',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/account',
  '/order-summary',
  '/checkout',
  '/order-confirmed',
] as const;

export type StorefrontPath = (typeof STOREFRONT_PATHS)[number];

/** The public information pages: what the shop wants found (the sitemap lists them). */
export const INFORMATION_PATHS: readonly StorefrontPath[] = [
  '/',
  '/about',
  '/delivery',
  '/coverage',
  '/contact',
  '/terms',
  '/privacy',
];

const known = new Set<string>(STOREFRONT_PATHS);

/** The storefront route a path names (a trailing slash allowed), or null for any other path. */
export function toStorefrontPath(path: string): StorefrontPath | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return known.has(trimmed) ? (trimmed as StorefrontPath) : null;
}

export function isStorefrontPath(path: string): boolean {
  return toStorefrontPath(path) !== null;
}
