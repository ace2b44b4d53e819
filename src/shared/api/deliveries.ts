import { z } from 'zod';
import {
  DeliveryDatesQuerySchema,
  DeliveryDatesSchema,
  DeliveryTermsSchema,
  SavedDeliveryDetailsSchema,
} from '../schemas/delivery.ts';
import { defineEndpoint } from './endpoint.ts';

// Checkout's deliveries: the dates on offer and a signed-in customer's last delivery details.
// The back office's planning is in deliveries-admin.ts, out of the storefront's bundle.

export const getDeliveryDates = defineEndpoint({
  method: 'GET',
  path: '/api/delivery-dates',
  summary: 'The working days a customer at this postcode may choose as the earliest delivery',
  access: 'public',
  perMinute: 60,
  query: DeliveryDatesQuerySchema,
  response: { status: 200, schema: DeliveryDatesSchema },
});

export const getDeliveryTerms = defineEndpoint({
  method: 'GET',
  path: '/api/delivery-terms',
  summary: 'When deliveries happen: the lead time in working days, and whether rounds book days',
  access: 'public',
  response: { status: 200, schema: DeliveryTermsSchema },
});

export const getSavedDeliveryDetails = defineEndpoint({
  method: 'GET',
  path: '/api/customers/me/delivery-details',
  summary: "The signed-in customer's last delivery details, offered again at checkout",
  access: 'customer',
  response: {
    status: 200,
    schema: z.object({ details: SavedDeliveryDetailsSchema.nullable() }),
  },
});

export const deliveriesEndpoints = { getDeliveryDates, getDeliveryTerms, getSavedDeliveryDetails };
