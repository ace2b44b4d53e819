import { MarketingConsentSchema, MarketingConsentUpdateSchema } from '../schemas/customers.ts';
import { defineEndpoint } from './endpoint.ts';

// The signed-in customer's marketing choice, read and changed on the account page. The
// unsubscribe link (`/unsubscribe/:token`) answers HTML pages and stays undeclared.

export const getMarketingConsent = defineEndpoint({
  method: 'GET',
  path: '/api/customers/marketing-consent',
  summary: "The signed-in customer's marketing choice and when it was made",
  access: 'customer',
  response: { status: 200, schema: MarketingConsentSchema },
});

export const updateMarketingConsent = defineEndpoint({
  method: 'PUT',
  path: '/api/customers/marketing-consent',
  summary: "Record the signed-in customer's new marketing choice, from the account page",
  access: 'customer',
  body: MarketingConsentUpdateSchema,
  response: { status: 200, schema: MarketingConsentSchema },
});

export const marketingEndpoints = { getMarketingConsent, updateMarketingConsent };
