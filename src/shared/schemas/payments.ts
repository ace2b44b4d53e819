import { z } from 'zod';
import { singleLine } from './fields.ts';

export const PAYMENT_REFERENCE_MAX_LENGTH = 18;
export const LISTING_PAGE_SIZES = [5, 10, 25, 50] as const;

/** Spec section 3, 'Payment test request'. */
export const TestPaymentRequestSchema = z
  .object({
    amount: z.coerce.number().positive('Amount must be a positive number').max(1_000_000),
    customerEmail: singleLine().pipe(z.email('Please enter a valid email address')),
    customerName: singleLine().max(200).optional(),
    description: singleLine().max(200).optional(),
    merchantPaymentReference: singleLine()
      .min(1, 'Reference is required')
      .max(
        PAYMENT_REFERENCE_MAX_LENGTH,
        `Reference must be at most ${PAYMENT_REFERENCE_MAX_LENGTH} characters`,
      )
      // What a UK Faster Payments reference can carry (providers/wonderful.md).
      .regex(/^[A-Z0-9-]+$/, 'Reference may use only capital letters A-Z, digits 0-9 and -'),
  })
  .strict();
export type TestPaymentRequest = z.infer<typeof TestPaymentRequestSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Spec section 3, 'Listing test filters'. */
export const ListingFiltersSchema = z
  .object({
    search: singleLine().max(200).optional(),
    sort: singleLine().max(40).optional(),
    startDate: isoDate,
    endDate: isoDate,
    perPage: z.coerce
      .number()
      .pipe(
        z.union(
          LISTING_PAGE_SIZES.map((n) => z.literal(n)),
          { error: 'Per page must be 5, 10, 25 or 50' },
        ),
      )
      .optional(),
    status: singleLine().max(20).optional(),
  })
  .strict();
export type ListingFilters = z.infer<typeof ListingFiltersSchema>;

/** One call to the provider as it went over the wire, token redacted, for people to read. */
export const ProviderExchangeSchema = z.object({
  request: z.object({
    method: z.string(),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    body: z.unknown().optional(),
  }),
  response: z.object({ status: z.number().int(), body: z.unknown() }),
});
export type ProviderExchange = z.infer<typeof ProviderExchangeSchema>;

/** The back office's provider tests (/api/admin/test-*) answer the provider and the exchange. */
export const ProviderTestAnswerSchema = z.object({
  success: z.literal(true),
  provider: z.string(),
  exchange: ProviderExchangeSchema,
});
export type ProviderTestAnswer = z.infer<typeof ProviderTestAnswerSchema>;

/** A test payment's answer also has the hosted page and the payment's id. */
export const TestPaymentAnswerSchema = ProviderTestAnswerSchema.extend({
  paymentUrl: z.string(),
  providerPaymentId: z.string(),
});
export type TestPaymentAnswer = z.infer<typeof TestPaymentAnswerSchema>;

/** The hosted page, and the amount it asks for (pounds). */
export const StartedPaymentSchema = z.object({ paymentUrl: z.string(), amount: z.string() });
export type StartedPayment = z.infer<typeof StartedPaymentSchema>;

/** The provider's notice of a payment: only its id is read (the status is asked for). */
export const PaymentNoticeSchema = z.object({ wonderful_payment_id: z.uuid() }).loose();
