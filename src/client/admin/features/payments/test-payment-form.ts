import type { z } from 'zod';

import { TestPaymentRequestSchema, type TestPaymentRequest } from '#shared/schemas/payments';

/** Spec section 9: the test payment's amount and description. */
export const TEST_PAYMENT_AMOUNT = '100.00';
export const TEST_PAYMENT_DESCRIPTION = 'Test Payment';

/** Spec section 3: 'TEST-' and the clock's last 8 digits; 13 characters, within the 18 allowed. */
export function testPaymentReference(nowMs: number): string {
  return `TEST-${String(Math.trunc(nowMs)).slice(-8)}`;
}

/** A reference by the clock when called: after a send, never while rendering. */
export const freshTestPaymentReference = () => testPaymentReference(Date.now());

/** The shared request rules; blank optional fields are left out rather than sent empty. */
export const TestPaymentFormSchema = TestPaymentRequestSchema.transform(
  ({ customerName, description, ...required }): TestPaymentRequest => ({
    ...required,
    ...(customerName ? { customerName } : {}),
    ...(description ? { description } : {}),
  }),
);

export type TestPaymentFormInput = z.input<typeof TestPaymentFormSchema>;

export function testPaymentDefaults(nowMs: number): TestPaymentFormInput {
  return {
    merchantPaymentReference: testPaymentReference(nowMs),
    amount: TEST_PAYMENT_AMOUNT,
    description: TEST_PAYMENT_DESCRIPTION,
    customerEmail: '',
    customerName: '',
  };
}
