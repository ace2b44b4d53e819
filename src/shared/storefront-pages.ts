import { site } from './site.ts';
import { TRACK_PAGE_TITLE, TRACK_PATH_PREFIX } from './tracking-paths.ts';

/** Data a page needs on its first render, which the server reads and hands to the renderer. */
export type PageData = 'regions' | 'privacy' | 'certificates' | 'deliveryTerms';

/**
 * One storefront page: everything the server and the browser need to know of it. The screen
 * is the page's module as the client build's manifest names it (relative to src/client); the
 * browser loads that module (src/client/app/screens.ts), the server preloads its chunk.
 */
export interface StorefrontPage {
  path: `/${string}`;
  /** The tab title: the server writes the first page's, the browser keeps it current. */
  title: string;
  /** The meta description: what search results show under the title. */
  description: string;
  /** Account, checkout, cart and password pages are for the person using them, not for search. */
  indexable: boolean;
  /** The breadcrumb name of an inner page (JSON-LD BreadcrumbList). */
  crumb?: string;
  /** Listed in sitemap.xml: the public information pages the shop wants found. */
  sitemap: boolean;
  /** Named in robots.txt as a path crawlers stay out of. */
  disallowCrawlers: boolean;
  /** Read by the server before rendering and put in the page's query cache. */
  data: readonly PageData[];
  /** The page offers the product (JSON-LD Offer with the enabled regions' price range). */
  offersProduct?: boolean;
  screen: `app/routes/${string}.tsx`;
}

/** What search engines are told of a page beyond its title. */
export type PageSeo = Pick<StorefrontPage, 'description' | 'indexable' | 'crumb'>;

const titled = (title: string) => `${title} | ${site.tradingName}`;

/** An information page: public, indexed, in the sitemap, with a breadcrumb. */
const information = (
  path: `/${string}`,
  name: string,
  description: string,
  rest: { data?: readonly PageData[]; screen: `app/routes/${string}.tsx` },
) =>
  ({
    path,
    title: titled(name),
    description,
    indexable: true,
    crumb: name,
    sitemap: true,
    disallowCrawlers: false,
    data: rest.data ?? [],
    screen: rest.screen,
  }) as const;

/** A page for the person using it: kept out of search results (and, if asked, robots.txt). */
const personal = (
  path: `/${string}`,
  name: string,
  description: string,
  rest: { disallowCrawlers?: boolean; screen: `app/routes/${string}.tsx` },
) =>
  ({
    path,
    title: titled(name),
    description,
    indexable: false,
    sitemap: false,
    disallowCrawlers: rest.disallowCrawlers ?? false,
    data: [],
    screen: rest.screen,
  }) as const;

/**
 * Every page of the storefront (spec section 2), in sitemap order; anything else is the 404
 * page. Adding a page is adding an entry here and its screen in src/client/app/routes/.
 */
export const STOREFRONT_PAGES = {
  home: {
    path: '/',
    title: `${site.tradingName} | ENplus A1 wood pellets delivered by the tonne`,
    description:
      'Premium ENplus A1 certified wood pellets delivered by the tonne across the UK. Enter your postcode for your regional price, delivery included. Family-owned since 2011.',
    indexable: true,
    sitemap: true,
    disallowCrawlers: false,
    // The certificates entered in Settings, stated under the specifications when set.
    data: ['certificates'],
    offersProduct: true,
    // In the entry chunk (src/client/app/router.tsx): every first visit needs it.
    screen: 'app/routes/home.tsx',
  },
  about: information(
    '/about',
    'About Us',
    `${site.tradingName} is a family business supplying ENplus A1 wood pellets by the tonne from the ${site.headOffice.area}, with a dispatch centre in ${site.dispatchCentre.town}.`,
    { data: ['certificates'], screen: 'app/routes/about.tsx' },
  ),
  delivery: information(
    '/delivery',
    'Delivery Information',
    'How we deliver wood pellets: delivery included in the price per tonne, 3-5 working days, blown bulk or 1-tonne bags, and what access our lorries need.',
    { data: ['deliveryTerms'], screen: 'app/routes/delivery.tsx' },
  ),
  coverage: information(
    '/coverage',
    'Delivery Coverage',
    'The UK postcode areas we deliver wood pellets to, by country and region, and how to check the price for your postcode.',
    { data: ['regions'], screen: 'app/routes/coverage.tsx' },
  ),
  contact: information(
    '/contact',
    'Contact Us',
    `Call ${site.phone.display}, email us or send a message: our team answers questions about pellets, storage and delivery to your area.`,
    { screen: 'app/routes/contact.tsx' },
  ),
  terms: information(
    '/terms',
    'Terms and Conditions',
    `The terms and conditions of sale of ${site.companyName} for wood pellets ordered online or by phone.`,
    { screen: 'app/routes/terms.tsx' },
  ),
  privacy: information(
    '/privacy',
    'Privacy Notice',
    `How ${site.companyName} uses and keeps your personal data, the cookies the shop sets, and your rights.`,
    { data: ['privacy'], screen: 'app/routes/privacy.tsx' },
  ),
  login: {
    path: '/login',
    title: titled('Login'),
    description: `Sign in to your ${site.tradingName} account to see your orders and prices.`,
    indexable: true,
    sitemap: false,
    disallowCrawlers: false,
    data: [],
    screen: 'app/routes/login.tsx',
  },
  register: {
    path: '/register',
    title: titled('Create an Account'),
    description: `Create a ${site.tradingName} account to order faster and follow your orders.`,
    indexable: true,
    sitemap: false,
    disallowCrawlers: false,
    data: [],
    screen: 'app/routes/register.tsx',
  },
  forgotPassword: personal(
    '/forgot-password',
    'Forgot Password',
    'Ask for a link to set a new password for your account.',
    { screen: 'app/routes/forgot-password.tsx' },
  ),
  resetPassword: personal(
    '/reset-password',
    'Reset Password',
    'Choose a new password for your account.',
    { screen: 'app/routes/reset-password.tsx' },
  ),
  account: personal('/account', 'My Account', 'Your profile, prices and order history.', {
    disallowCrawlers: true,
    screen: 'app/routes/account.tsx',
  }),
  checkout: personal('/checkout', 'Checkout', 'Enter your delivery details and place your order.', {
    disallowCrawlers: true,
    screen: 'app/routes/checkout.tsx',
  }),
  orderSummary: personal(
    '/order-summary',
    'Order Summary',
    'The wood pellets in your cart, with delivery included.',
    { disallowCrawlers: true, screen: 'app/routes/order-summary.tsx' },
  ),
  orderConfirmed: personal('/order-confirmed', 'Order Confirmed', 'Thank you for your order.', {
    disallowCrawlers: true,
    screen: 'app/routes/order-confirmed.tsx',
  }),
} as const satisfies Record<string, StorefrontPage>;

export type PageId = keyof typeof STOREFRONT_PAGES;
export type StorefrontPath = (typeof STOREFRONT_PAGES)[PageId]['path'];

/** The pages in table order. */
export const PAGE_LIST: ReadonlyArray<StorefrontPage & { path: StorefrontPath }> =
  Object.values(STOREFRONT_PAGES);

/** Every path of the storefront. */
export const STOREFRONT_PATHS: StorefrontPath[] = PAGE_LIST.map((page) => page.path);

/** The public information pages: what the shop wants found (the sitemap lists them). */
export const INFORMATION_PATHS: StorefrontPath[] = PAGE_LIST.filter((page) => page.sitemap).map(
  (page) => page.path,
);

/** Any address the shop does not have (spec section 2: titled '404 Page Not Found'). */
export const NOT_FOUND_PAGE = {
  title: '404 Page Not Found',
  description: 'Sorry, we could not find that page.',
  indexable: false,
  screen: 'app/routes/not-found.tsx',
} as const;

/** An order's tracking page, at /track/<token> (a link from its emails): never indexed. */
export const TRACK_PAGE = {
  pathPrefix: TRACK_PATH_PREFIX,
  route: `${TRACK_PATH_PREFIX}:token`,
  title: titled(TRACK_PAGE_TITLE),
  description: 'Where your wood pellet order has got to.',
  indexable: false,
  screen: 'app/routes/track.tsx',
} as const;

/**
 * A delivery region's own page, at /delivery-areas/<slug of its name> (src/shared/region-pages.ts):
 * its prices, areas and earliest delivery, drawn from the live regions on every request.
 */
export const REGION_PAGE = {
  pathPrefix: '/delivery-areas/',
  route: '/delivery-areas/:slug',
  screen: 'app/routes/delivery-area.tsx',
  /** Drawn from the regions, even as the 404 page of a slug naming none. */
  data: ['regions', 'certificates', 'deliveryTerms'] satisfies PageData[],
  /** Its breadcrumb's parent: the list of every region. */
  parent: STOREFRONT_PAGES.coverage,
  title: (regionName: string) => titled(`Wood Pellet Delivery in ${regionName}`),
  description: (regionName: string, enabled: boolean) =>
    enabled
      ? `ENplus A1 wood pellets delivered by the tonne in ${regionName}: prices per tonne with delivery included, the postcode areas we cover and the earliest delivery date.`
      : `We do not deliver wood pellets to ${regionName} at the moment. Call ${site.phone.display} or send us a message to ask about delivery to your area.`,
} as const;

const byPath = new Map<string, StorefrontPage>(PAGE_LIST.map((page) => [page.path, page]));

/** The page at exactly this path, or undefined. */
export const pageAt = (path: string): StorefrontPage | undefined => byPath.get(path);

/** The storefront route a path names (a trailing slash allowed), or null for any other path. */
export function toStorefrontPath(path: string): StorefrontPath | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return byPath.has(trimmed) ? (trimmed as StorefrontPath) : null;
}
