import { useMutation } from '@tanstack/react-query';

import type { TestPaymentRequest } from '#shared/schemas/payments';
import type { TestPaymentAnswer } from '#client/admin/api/provider-test-types.ts';
import { api } from '#client/lib/api-client.ts';

/** POST /api/admin/test-payment-creation: a real payment at the provider, outside any order. */
export function testPaymentCreation(request: TestPaymentRequest): Promise<TestPaymentAnswer> {
  return api.post<TestPaymentAnswer>('/api/admin/test-payment-creation', request);
}

export function useTestPaymentCreation() {
  return useMutation({ mutationFn: testPaymentCreation });
}
