import { MessageResponseSchema } from '../schemas/customers.ts';
import { idParams } from '../schemas/params.ts';
import { defineEndpoint } from './endpoint.ts';

export const revokeOrderLinks = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/revoke-links',
  summary: 'Stop every tracking and invoice link sent so far for an order (audited)',
  access: 'admin',
  area: 'orders',
  params: idParams('Invalid order ID'),
  response: { status: 200, schema: MessageResponseSchema },
});

export const orderLinksEndpoints = { revokeOrderLinks };
