import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CurrentCustomer, RegisterRequest } from '#shared/schemas/customers';

export const TEST_PASSWORD = 'correct horse battery';

let counter = 0;
/** A registration body with an email no other test in the file uses. */
export function newCustomerDetails(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  return {
    email: `customer${counter}-${Date.now()}@example.com`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: '',
    phone: '',
    ...overrides,
  };
}

/** The `Cookie` header that sends back the session cookie a response set, if it set one. */
export function sessionCookieFrom(response: LightMyRequestResponse): string | null {
  // Named `__Host-sid` in production.
  const sid = response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  return sid?.value ? `${sid.name}=${sid.value}` : null;
}

export interface SignedIn {
  customer: CurrentCustomer;
  cookie: string;
  password: string;
}

/** Registers (which signs in) and answers the customer with their session cookie. */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<SignedIn> {
  const details = newCustomerDetails(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers/register',
    payload: details,
  });
  const cookie = sessionCookieFrom(response);
  if (response.statusCode !== 201 || !cookie) {
    throw new Error(`Registration failed: ${response.statusCode} ${response.body}`);
  }
  const { customer } = response.json<{ customer: CurrentCustomer }>();
  return { customer, cookie, password: details.password };
}

/** A guest's order body, to Doncaster (DN): 289.00 a tonne ex VAT up to 4.5 t. */
export const guestOrder = (overrides: Record<string, unknown> = {}) => ({
  customerId: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: '',
  email: 'ada@example.com',
  phone: '01632 960123',
  addressLine1: '12 Station Road',
  addressLine2: '',
  city: 'Scunthorpe',
  postcode: 'DN15 8QA',
  billingAddressLine1: '',
  billingAddressLine2: '',
  billingCity: '',
  billingPostcode: '',
  region: 'Doncaster',
  quantity: 2,
  unitPrice: '289.00',
  totalPrice: '606.90',
  ...overrides,
});

/** The same order for a signed-in customer, in their name. */
export const orderFor = (customer: SignedIn, overrides: Record<string, unknown> = {}) =>
  guestOrder({
    firstName: customer.customer.firstName,
    lastName: customer.customer.lastName,
    email: customer.customer.email,
    ...overrides,
  });
