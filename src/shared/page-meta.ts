import { site } from './site.ts';
import type { StorefrontPath } from './storefront-routes.ts';

/** What a page says about itself: the tab title, the search snippet, and whether to index it. */
export interface PageMeta {
  title: string;
  description: string;
  /** Account, checkout and cart pages are for the person using them, not for search results. */
  indexable: boolean;
  /** The breadcrumb name of an inner page (JSON-LD BreadcrumbList). */
  crumb?: string;
}

const titled = (title: string) => `${title} | ${site.tradingName}`;

const HOME_DESCRIPTION =
  'Premium ENplus A1 certified wood pellets delivered by the tonne across the UK. Enter your postcode for your regional price, delivery included. Family-owned since 2011.';

/** One entry per storefront route; the server writes it into the head, the browser keeps it. */
export const PAGE_META: Record<StorefrontPath, PageMeta> = {
  '/': {
    title: `${site.tradingName} | ENplus A1 wood pellets delivered by the tonne`,
    description: HOME_DESCRIPTION,
    indexable: true,
  },
  '/about': {
    title: titled('About Us'),
    crumb: 'About Us',
    description: `${site.tradingName} is a family business supplying ENplus A1 wood pellets by the tonne from the ${site.headOffice.area}, with a dispatch centre in ${site.dispatchCentre.town}.`,
    indexable: true,
  },
  '/delivery': {
    title: titled('Delivery Information'),
    crumb: 'Delivery Information',
    description:
      'How we deliver wood pellets: delivery included in the price per tonne, 3-5 working days, blown bulk or 1-tonne bags, and what access our lorries need.',
    indexable: true,
  },
  '/coverage': {
    title: titled('Delivery Coverage'),
    crumb: 'Delivery Coverage',
    description:
      'The UK postcode areas we deliver wood pellets to, by country and region, and how to check the price for your postcode.',
    indexable: true,
  },
  '/contact': {
    title: titled('Contact Us'),
    crumb: 'Contact Us',
    description: `Call ${site.phone.display}, email us or send a message: our team answers questions about pellets, storage and delivery to your area.`,
    indexable: true,
  },
  '/terms': {
    title: titled('Terms and Conditions'),
    crumb: 'Terms and Conditions',
    description: `The terms and conditions of sale of ${site.companyName} for wood pellets ordered online or by phone.`,
    indexable: true,
  },
  '/login': {
    title: titled('Login'),
    description: `Sign in to your ${site.tradingName} account to see your orders and prices.`,
    indexable: false,
  },
  '/register': {
    title: titled('Create an Account'),
    description: `Create a ${site.tradingName} account to order faster and follow your orders.`,
    indexable: false,
  },
  '/forgot-password': {
    title: titled('Forgot Password'),
    description: 'Ask for a link to set a new password for your account.',
    indexable: false,
  },
  '/reset-password': {
    title: titled('Reset Password'),
    description: 'Choose a new password for your account.',
    indexable: false,
  },
  '/account': {
    title: titled('My Account'),
    description: 'Your profile, prices and order history.',
    indexable: false,
  },
  '/order-summary': {
    title: titled('Order Summary'),
    description: 'The wood pellets in your cart, with delivery included.',
    indexable: false,
  },
  '/checkout': {
    title: titled('Checkout'),
    description: 'Enter your delivery details and place your order.',
    indexable: false,
  },
  '/order-confirmed': {
    title: titled('Order Confirmed'),
    description: 'Thank you for your order.',
    indexable: false,
  },
};

/** Any address the shop does not have (spec section 2: titled '404 Page Not Found'). */
export const NOT_FOUND_META: PageMeta = {
  title: '404 Page Not Found',
  description: 'Sorry, we could not find that page.',
  indexable: false,
};
