import { site } from './site.ts';
import type { StorefrontPath } from './storefront-routes.ts';

const titled = (title: string) => `${title} | ${site.tradingName}`;

/** Each page's tab title: the server writes the first page's, the browser keeps it current. */
export const PAGE_TITLES: Record<StorefrontPath, string> = {
  '/': `${site.tradingName} | ENplus A1 wood pellets delivered by the tonne`,
  '/about': titled('About Us'),
  '/delivery': titled('Delivery Information'),
  '/coverage': titled('Delivery Coverage'),
  '/contact': titled('Contact Us'),
  '/terms': titled('Terms and Conditions'),
  '/privacy': titled('Privacy Notice'),
  '/login': titled('Login'),
  '/register': titled('Create an Account'),
  '/forgot-password': titled('Forgot Password'),
  '/reset-password': titled('Reset Password'),
  '/account': titled('My Account'),
  '/order-summary': titled('Order Summary'),
  '/checkout': titled('Checkout'),
  '/order-confirmed': titled('Order Confirmed'),
};

/** Any address the shop does not have (spec section 2: titled '404 Page Not Found'). */
export const NOT_FOUND_TITLE = '404 Page Not Found';
