import { useMutation } from '@tanstack/react-query';

import { testPaymentCreation as testPaymentCreationEndpoint } from '#shared/api/payments-admin';
import type { TestPaymentRequest } from '#shared/schemas/payments';
import { call } from '#client/lib/api-client.ts';

/** A real payment at the provider, outside any order. */
export const testPaymentCreation = (request: TestPaymentRequest) =>
  call(testPaymentCreationEndpoint, { body: request });

export function useTestPaymentCreation() {
  return useMutation({ mutationFn: testPaymentCreation });
}
