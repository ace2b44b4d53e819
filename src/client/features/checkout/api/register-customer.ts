import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';

/** The registration payload of spec section 3 (the maths answer is never sent). */
export interface RegisterCustomerRequest {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  marketingConsent: boolean;
  signupSource: 'checkout';
}

/** Creates the account and signs the customer in. */
export function registerCustomer(request: RegisterCustomerRequest): Promise<unknown> {
  return call(endpoints.registerCustomer, { body: request });
}
