import {
  TopUpOfferInputSchema,
  TopUpOfferSchema,
  TopUpOffersSchema,
} from '../schemas/top-up-offers.ts';
import { defineEndpoint } from './endpoint.ts';

// The back office's top-up offers: a lorry-day's spare room offered by email to the customers
// its round serves, at the business's price (decision 027).

export const listTopUpOffers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/top-up-offers',
  summary: "The coming fortnight's lorry-days with room, and every offer with its take-up",
  access: 'admin',
  area: 'deliveries',
  response: { status: 200, schema: TopUpOffersSchema },
});

export const createTopUpOffer = defineEndpoint({
  method: 'POST',
  path: '/api/admin/top-up-offers',
  summary:
    'Offer a lorry-day with room; emailed at once when the day is near enough, else by the offers job (audited)',
  access: 'admin',
  area: 'deliveries',
  body: TopUpOfferInputSchema,
  response: { status: 201, schema: TopUpOfferSchema },
});

export const topUpOffersAdminEndpoints = { listTopUpOffers, createTopUpOffer };
