import { site } from './site.ts';
import type { StorefrontPath } from './storefront-routes.ts';

/** What a page says about itself: the tab title and whether to index it. */
export interface PageMeta {
  title: string;
  /** Account, checkout and cart pages are for the person using them, not for search results. */
  indexable: boolean;
  /** The breadcrumb name of an inner page (JSON-LD BreadcrumbList). */
  crumb?: string;
}

const titled = (title: string) => `${title} | ${site.tradingName}`;

/**
 * One entry per storefront route; the server writes it into the head, the browser keeps the
 * title as the shopper moves on. The search snippets are the server's alone (page-descriptions).
 */
export const PAGE_META: Record<StorefrontPath, PageMeta> = {
  '/': {
    title: `${site.tradingName} | ENplus A1 wood pellets delivered by the tonne`,
    indexable: true,
  },
  '/about': {
    title: titled('About Us'),
    crumb: 'About Us',
    indexable: true,
  },
  '/delivery': {
    title: titled('Delivery Information'),
    crumb: 'Delivery Information',
    indexable: true,
  },
  '/coverage': {
    title: titled('Delivery Coverage'),
    crumb: 'Delivery Coverage',
    indexable: true,
  },
  '/contact': {
    title: titled('Contact Us'),
    crumb: 'Contact Us',
    indexable: true,
  },
  '/terms': {
    title: titled('Terms and Conditions'),
    crumb: 'Terms and Conditions',
    indexable: true,
  },
  '/login': {
    title: titled('Login'),
    indexable: false,
  },
  '/register': {
    title: titled('Create an Account'),
    indexable: false,
  },
  '/forgot-password': {
    title: titled('Forgot Password'),
    indexable: false,
  },
  '/reset-password': {
    title: titled('Reset Password'),
    indexable: false,
  },
  '/account': {
    title: titled('My Account'),
    indexable: false,
  },
  '/order-summary': {
    title: titled('Order Summary'),
    indexable: false,
  },
  '/checkout': {
    title: titled('Checkout'),
    indexable: false,
  },
  '/order-confirmed': {
    title: titled('Order Confirmed'),
    indexable: false,
  },
};

/** Any address the shop does not have (spec section 2: titled '404 Page Not Found'). */
export const NOT_FOUND_META: PageMeta = {
  title: '404 Page Not Found',
  indexable: false,
};
