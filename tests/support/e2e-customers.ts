import { expect, type APIRequestContext } from '@playwright/test';

export const E2E_CUSTOMER_PASSWORD = 'correct horse battery staple';

/**
 * Registers a new customer through the API in the request's browser context, which is then
 * signed in as them. Answers the new customer's id.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  details: { email: string; firstName: string; lastName: string; phone?: string },
): Promise<number> {
  const registered = await request.post('/api/customers/register', {
    data: { ...details, password: E2E_CUSTOMER_PASSWORD, confirmPassword: E2E_CUSTOMER_PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  expect(registered.status()).toBe(201);
  const { customer } = (await registered.json()) as { customer: { id: number } };
  return customer.id;
}
