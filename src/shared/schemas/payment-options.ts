import { z } from 'zod';

// The storefront's view of the payment settings: kept apart from the back office's settings
// schemas, so the storefront's code carries none of those.

/** Public; how the business takes payment (#shared/how-to-pay). */
export const PaymentOptionsSchema = z.object({
  bankDetails: z
    .object({ accountName: z.string(), sortCode: z.string(), accountNumber: z.string() })
    .nullable(),
  onlinePayments: z.boolean(),
  cashOnDelivery: z.boolean(),
  card: z.boolean(),
  termsDays: z.number().int(),
});

export const PaymentsEnabledSchema = z.object({ enabled: z.boolean() });
export type PaymentsEnabled = z.infer<typeof PaymentsEnabledSchema>;
