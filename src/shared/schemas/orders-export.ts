import { z } from 'zod';
import { addYears } from '#domain/london-calendar';

// The orders export and the VAT summary (as a table or CSV): orders placed from one UK day
// to another (both included), for the books.

/** The longest range one export covers: a financial year with room to compare two. */
export const MAX_EXPORT_YEARS = 2;

/** Range checks only once both dates are dates. */
const whenDatesValid = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

const day = (name: string) => z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` });

export const ExportRangeSchema = z
  .object({
    from: day('The start date'),
    to: day('The end date'),
  })
  .strict()
  .refine((range) => range.from <= range.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
    ...whenDatesValid,
  })
  .refine((range) => range.to < addYears(range.from, MAX_EXPORT_YEARS), {
    message: `An export covers at most ${MAX_EXPORT_YEARS} years`,
    path: ['to'],
    ...whenDatesValid,
  });
export type ExportRange = z.infer<typeof ExportRangeSchema>;

const pounds = z.string().regex(/^\d+\.\d{2}$/);
const VatTotalsSchema = z.object({
  orders: z.number().int(),
  net: pounds,
  vat: pounds,
  gross: pounds,
});

/** Confirmed orders in the range, net and VAT per rate, and the totals. */
export const VatSummarySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  rates: z.array(VatTotalsSchema.extend({ vatRate: z.number().int() })),
  total: VatTotalsSchema,
});
export type VatSummaryResponse = z.infer<typeof VatSummarySchema>;
