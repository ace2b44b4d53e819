import * as endpoints from '#shared/api/customers';
import type { EndpointInput } from '#shared/api/endpoint';
import { call } from '#client/lib/api-client.ts';

/** Creates the account and signs the customer in (the maths answer is never sent). */
export function registerCustomer(body: EndpointInput<typeof endpoints.registerCustomer>['body']) {
  return call(endpoints.registerCustomer, { body });
}
