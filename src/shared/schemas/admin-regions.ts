import { z } from 'zod';
import { looksLikeFormula } from '#domain/csv-safety';
import { parsePounds } from '#domain/money';
import { tierPriceProblems } from '#domain/tier-prices';
import { POUNDS_PATTERN, singleLine } from './fields.ts';

/** Region text ends up in the CSV export: nothing a spreadsheet would run as a formula. */
const notFormula = (label: string) =>
  [
    (value: string) => !looksLikeFormula(value),
    `${label} may not start with =, +, -, @ or a tab`,
  ] as const;

/** A region's name (set by the CSV import). */
export const RegionNameSchema = singleLine('Region name is required')
  .min(1, 'Region name is required')
  .max(100, 'Region name is too long')
  .refine(...notFormula('Region name'));

/** A region's country (the edit dialog and the CSV import). */
export const RegionCountrySchema = singleLine('Country is required')
  .min(1, 'Country is required')
  .max(100, 'Country is too long')
  .refine(...notFormula('Country'));

const POSTCODE_PREFIX_LIST = /^[A-Z]{1,2}(\d{1,2}[A-Z]?)?(,[A-Z]{1,2}(\d{1,2}[A-Z]?)?)*$/;

/** "DN, dn15 ,HU" -> "DN,DN15,HU": a region's areas or districts, comma-separated. */
export const PostcodePrefixSchema = singleLine()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.replace(/\s+/g, '').toUpperCase())
      .filter(Boolean)
      .join(','),
  )
  .pipe(
    z
      .string()
      .min(1, 'Postcode prefix is required')
      .max(200, 'Postcode prefix is too long')
      .regex(
        POSTCODE_PREFIX_LIST,
        'Postcode prefix must be areas or districts like DN or DN15, separated by commas',
      ),
  );

/** Pounds per tonne as typed or sent ("305", "305.5", 305.5), parsed to pence; must be > 0. */
export const PositivePriceSchema = z
  .union([z.number(), z.string().trim()])
  .transform(String)
  .pipe(
    z.string().regex(POUNDS_PATTERN, 'Price must be a positive number with at most two decimals'),
  )
  .transform((pounds) => parsePounds(pounds))
  .refine((pence) => pence > 0, 'Price must be a positive number');

const TIER_FIELDS = {
  single: 'singlePrice',
  bulk: 'bulkPrice',
  wholesale: 'wholesalePrice',
} as const;

/** Tier prices in pence must run single >= bulk >= wholesale (#domain/tier-prices). */
export function checkTierOrder(
  prices: { singlePrice: number; bulkPrice: number; wholesalePrice: number },
  ctx: z.RefinementCtx,
): void {
  const problems = tierPriceProblems({
    singlePricePence: prices.singlePrice,
    bulkPricePence: prices.bulkPrice,
    wholesalePricePence: prices.wholesalePrice,
  });
  for (const { tier, message } of problems) {
    ctx.addIssue({ code: 'custom', message, path: [TIER_FIELDS[tier]] });
  }
}

/**
 * A region's prices in tier order (spec section 5: prices positive; others optional).
 */
export const RegionPricingUpdateSchema = z
  .object({
    singlePrice: PositivePriceSchema,
    bulkPrice: PositivePriceSchema,
    wholesalePrice: PositivePriceSchema,
    postcodePrefix: PostcodePrefixSchema.optional(),
    country: RegionCountrySchema.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .superRefine(checkTierOrder);
export type RegionPricingUpdate = z.output<typeof RegionPricingUpdateSchema>;

export const REGION_CSV_COLUMNS = [
  'name',
  'country',
  'postcodePrefix',
  'singlePrice',
  'bulkPrice',
  'wholesalePrice',
  'enabled',
] as const;

const RegionImportErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export type RegionImportError = z.infer<typeof RegionImportErrorSchema>;

/** What the rows did, and each refused row's reason. */
export const RegionImportResultSchema = z.object({
  message: z.string(),
  results: z.object({
    successful: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    errors: z.array(RegionImportErrorSchema),
  }),
});
export type RegionImportResult = z.infer<typeof RegionImportResultSchema>;

export const RegionsDeletedSchema = z.object({
  /** "Deleted 12 regions". */
  message: z.string(),
  deleted: z.number().int(),
});
export type RegionsDeleted = z.infer<typeof RegionsDeletedSchema>;
