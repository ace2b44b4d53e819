import { z } from 'zod';

import { parsePounds } from '#domain/money';
import { checkTierOrder, RegionCountrySchema } from '#shared/schemas/admin-regions';
import type { Region } from '#shared/schemas/regions';
import type * as endpoints from '#shared/api/regions-admin';
import type { EndpointInput } from '#shared/api/endpoint';

const price = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d{1,8}(\.\d{1,2})?$/, `${label} must be a number with at most two decimals`)
    .transform(Number)
    .refine((value) => value > 0, `${label} must be more than 0`);

/**
 * Spec section 5 (region edit): country and postcode prefix required, the three prices
 * required numbers in pence steps (the server wants them positive) that fall from single to
 * bulk to wholesale (the message shows on the tier out of order), enabled or disabled.
 */
export const RegionFormSchema = z
  .object({
    country: RegionCountrySchema,
    postcodePrefix: z.string().trim().min(1, 'Postcode prefix is required'),
    singlePrice: price('Single price'),
    bulkPrice: price('Bulk price'),
    wholesalePrice: price('Wholesale price'),
    status: z.enum(['enabled', 'disabled']),
  })
  .superRefine((values, ctx) =>
    checkTierOrder(
      {
        singlePrice: parsePounds(values.singlePrice),
        bulkPrice: parsePounds(values.bulkPrice),
        wholesalePrice: parsePounds(values.wholesalePrice),
      },
      ctx,
    ),
  );

export type RegionFormInput = z.input<typeof RegionFormSchema>;
export type RegionFormValues = z.output<typeof RegionFormSchema>;

export function regionFormDefaults(region: Region): RegionFormInput {
  return {
    country: region.country || 'United Kingdom',
    postcodePrefix: region.postcodePrefix,
    singlePrice: region.singlePrice,
    bulkPrice: region.bulkPrice,
    wholesalePrice: region.wholesalePrice,
    status: region.enabled ? 'enabled' : 'disabled',
  };
}

export function toRegionEdit({
  status,
  ...values
}: RegionFormValues): EndpointInput<typeof endpoints.updateRegionPricing>['body'] {
  return { ...values, enabled: status === 'enabled' };
}
