import { site } from '#shared/site';
import type { StorefrontPath } from '#shared/storefront-routes';

/** Each page's meta description: what search results show under its title. */
export const PAGE_DESCRIPTIONS: Record<StorefrontPath, string> = {
  '/': 'Premium ENplus A1 certified wood pellets delivered by the tonne across the UK. Enter your postcode for your regional price, delivery included. Family-owned since 2011.',
  '/about': `${site.tradingName} is a family business supplying ENplus A1 wood pellets by the tonne from the ${site.headOffice.area}, with a dispatch centre in ${site.dispatchCentre.town}.`,
  '/delivery':
    'How we deliver wood pellets: delivery included in the price per tonne, 3-5 working days, blown bulk or 1-tonne bags, and what access our lorries need.',
  '/coverage':
    'The UK postcode areas we deliver wood pellets to, by country and region, and how to check the price for your postcode.',
  '/contact': `Call ${site.phone.display}, email us or send a message: our team answers questions about pellets, storage and delivery to your area.`,
  '/terms': `The terms and conditions of sale of ${site.companyName} for wood pellets ordered online or by phone.`,
  '/login': `Sign in to your ${site.tradingName} account to see your orders and prices.`,
  '/register': `Create a ${site.tradingName} account to order faster and follow your orders.`,
  '/forgot-password': 'Ask for a link to set a new password for your account.',
  '/reset-password': 'Choose a new password for your account.',
  '/account': 'Your profile, prices and order history.',
  '/order-summary': 'The wood pellets in your cart, with delivery included.',
  '/checkout': 'Enter your delivery details and place your order.',
  '/order-confirmed': 'Thank you for your order.',
};

export const NOT_FOUND_DESCRIPTION = 'Sorry, we could not find that page.';
