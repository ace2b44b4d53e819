import { z } from 'zod';

import type { AdminCustomer } from '#shared/schemas/admin';
import { toDateInputValue } from '#client/admin/components/format.ts';

/**
 * What the dialog sends. The declaration's body reads text as well (its fields are
 * preprocessed), so its inferred input says too little to name the numbers and nulls.
 */
export interface CustomPricingChange {
  /** Pounds per tonne excluding VAT; null removes the custom price. */
  customPrice: number | null;
  customPriceNote: string | null;
  /** 'YYYY-MM-DD': the price applies before this date; null for no end. */
  customPriceValidTo: string | null;
}

/**
 * Spec section 5: the price is a number, at least 0, in pence steps, and empty removes the
 * custom pricing; the note and valid-to date are optional, an empty date is sent as null.
 */
export const CustomPricingSchema = z
  .object({
    customPrice: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{1,8}(\.\d{1,2})?$/.test(value), {
        message: 'Enter a price in pounds of 0 or more, like 250.00, or leave it empty',
      }),
    customPriceNote: z.string().trim().max(500, 'Must be at most 500 characters'),
    customPriceValidTo: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a date'),
  })
  .transform((values): CustomPricingChange => {
    if (values.customPrice === '') {
      return { customPrice: null, customPriceNote: null, customPriceValidTo: null };
    }
    return {
      customPrice: Number(values.customPrice),
      customPriceNote: values.customPriceNote || null,
      customPriceValidTo: values.customPriceValidTo || null,
    };
  });

export type CustomPricingInput = z.input<typeof CustomPricingSchema>;

export function customPricingDefaults(customer: AdminCustomer): CustomPricingInput {
  return {
    customPrice: customer.customPrice ?? '',
    customPriceNote: customer.customPriceNote ?? '',
    customPriceValidTo: toDateInputValue(customer.customPriceValidTo),
  };
}
