import { CurrentCustomerSchema } from '../schemas/customers.ts';
import { defineEndpoint } from './endpoint.ts';

// Asked on every page (the header shows the name), so apart from the account's other
// endpoints: the browser's first script carries this declaration alone. It belongs to the
// customers group (customers.ts).

export const currentCustomer = defineEndpoint({
  method: 'GET',
  path: '/api/customers/me',
  summary: 'The signed-in customer',
  access: 'customer',
  response: { status: 200, schema: CurrentCustomerSchema },
});
