/** Spec section 2: the Payments tab's provider tests, in this order. */
export const PROVIDER_TESTS = [
  { value: 'api-test', label: 'API Test' },
  { value: 'create-payment', label: 'Create Payment' },
  { value: 'list-customers', label: 'List Customers' },
  { value: 'list-orders', label: 'List Orders' },
  { value: 'list-payments', label: 'List Payments' },
  { value: 'supported-banks', label: 'Supported Banks' },
] as const;

export type ProviderTest = (typeof PROVIDER_TESTS)[number]['value'];
