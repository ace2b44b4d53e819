import { site } from '#shared/site';
import type { StorefrontPath } from '#shared/storefront-routes';

/** What search engines are told of a page beyond its title. */
export interface PageSeo {
  /** The meta description: what search results show under the title. */
  description: string;
  /** Account, checkout, cart and password pages are for the person using them, not for search. */
  indexable: boolean;
  /** The breadcrumb name of an inner page (JSON-LD BreadcrumbList). */
  crumb?: string;
}

const personal = (description: string): PageSeo => ({ description, indexable: false });

export const PAGE_SEO: Record<StorefrontPath, PageSeo> = {
  '/': {
    description:
      'Premium ENplus A1 certified wood pellets delivered by the tonne across the UK. Enter your postcode for your regional price, delivery included. Family-owned since 2011.',
    indexable: true,
  },
  '/about': {
    description: `${site.tradingName} is a family business supplying ENplus A1 wood pellets by the tonne from the ${site.headOffice.area}, with a dispatch centre in ${site.dispatchCentre.town}.`,
    indexable: true,
    crumb: 'About Us',
  },
  '/delivery': {
    description:
      'How we deliver wood pellets: delivery included in the price per tonne, 3-5 working days, blown bulk or 1-tonne bags, and what access our lorries need.',
    indexable: true,
    crumb: 'Delivery Information',
  },
  '/coverage': {
    description:
      'The UK postcode areas we deliver wood pellets to, by country and region, and how to check the price for your postcode.',
    indexable: true,
    crumb: 'Delivery Coverage',
  },
  '/contact': {
    description: `Call ${site.phone.display}, email us or send a message: our team answers questions about pellets, storage and delivery to your area.`,
    indexable: true,
    crumb: 'Contact Us',
  },
  '/terms': {
    description: `The terms and conditions of sale of ${site.companyName} for wood pellets ordered online or by phone.`,
    indexable: true,
    crumb: 'Terms and Conditions',
  },
  '/privacy': {
    description: `How ${site.companyName} uses and keeps your personal data, the cookies the shop sets, and your rights.`,
    indexable: true,
    crumb: 'Privacy Notice',
  },
  '/login': {
    description: `Sign in to your ${site.tradingName} account to see your orders and prices.`,
    indexable: true,
  },
  '/register': {
    description: `Create a ${site.tradingName} account to order faster and follow your orders.`,
    indexable: true,
  },
  '/forgot-password': personal('Ask for a link to set a new password for your account.'),
  '/reset-password': personal('Choose a new password for your account.'),
  '/account': personal('Your profile, prices and order history.'),
  '/order-summary': personal('The wood pellets in your cart, with delivery included.'),
  '/checkout': personal('Enter your delivery details and place your order.'),
  '/order-confirmed': personal('Thank you for your order.'),
};

export const NOT_FOUND_SEO = personal('Sorry, we could not find that page.');
