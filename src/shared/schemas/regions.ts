import { z } from 'zod';
import { ApiErrorSchema } from './api-error.ts';
import { DeliveryPromiseSchema, orderTonnes } from './delivery.ts';
import { singleLine } from './fields.ts';

/** A price on the wire: pounds with exactly two decimals, e.g. "305.00". */
export const PriceStringSchema = z
  .string()
  .regex(/^\d{1,8}\.\d{2}$/, 'Price must have two decimals');

export const RegionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  country: z.string(),
  postcodePrefix: z.string(),
  singlePrice: PriceStringSchema,
  bulkPrice: PriceStringSchema,
  wholesalePrice: PriceStringSchema,
  enabled: z.boolean(),
});
export type Region = z.infer<typeof RegionSchema>;

export const RegionListSchema = z.array(RegionSchema);

export const ValidatePostcodeRequestSchema = z
  .object({
    postcode: singleLine('Please enter a valid UK postcode')
      .min(1, 'Please enter a valid UK postcode')
      .max(16, 'Please enter a valid UK postcode'),
    /** The tonnes the customer has in mind: the answer then adds the earliest delivery date. */
    tonnes: orderTonnes.optional(),
  })
  .strict();
export type ValidatePostcodeRequest = z.infer<typeof ValidatePostcodeRequestSchema>;

/**
 * The price of the asked tonnes there for whoever asks: the signed-in customer's active custom
 * price and VAT rate, a guest's regional tier price at 5%. The cart's lines are these figures.
 */
export const LineQuoteSchema = z.object({
  unitPrice: PriceStringSchema,
  totalPrice: PriceStringSchema,
  vatAmount: PriceStringSchema,
  totalWithVat: PriceStringSchema,
  vatRate: z.number().int(),
});
export type LineQuote = z.infer<typeof LineQuoteSchema>;

/** A postcode check's answer (200 when valid or disabled, 400 otherwise). */
export const PostcodeValidationResultSchema = z.union([
  z.object({
    valid: z.literal(true),
    postcode: z.string(),
    region: RegionSchema,
    /** Beside the spec's answer, when asked with tonnes: the earliest delivery date there. */
    delivery: DeliveryPromiseSchema.optional(),
    /** Beside the spec's answer, when asked with tonnes: their price for this shopper. */
    quote: LineQuoteSchema.optional(),
  }),
  z.object({
    valid: z.literal(false),
    regionDisabled: z.literal(true),
    regionName: z.string(),
    message: z.string(),
  }),
  z.object({ valid: z.literal(false), message: z.string() }),
]);
export type PostcodeValidationResult = z.infer<typeof PostcodeValidationResultSchema>;

/**
 * Its 400: a result, not a failure ("not a UK postcode we know"); a request without a postcode
 * gets the error shape, so `valid` may be missing.
 */
export const PostcodeRefusalSchema = ApiErrorSchema.extend({ valid: z.literal(false).optional() });
