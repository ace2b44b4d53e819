// UK VAT rates the shop can charge (spec section 9). Wood pellets for domestic heating are
// normally at the reduced rate, hence the default of 5.
import { percentOf, type Pence } from './money.ts';

export const VAT_RATES = [0, 5, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 5;

export const VAT_RATE_LABELS: Record<VatRate, string> = {
  0: 'Zero-rated',
  5: 'Reduced Rate',
  20: 'Standard Rate',
};

export function isVatRate(n: unknown): n is VatRate {
  return VAT_RATES.some((rate) => rate === n);
}

/** VAT on a net amount, rounded half up to the penny (see docs/decisions/002). */
export function vatOn(netPence: Pence, rate: VatRate): Pence {
  return percentOf(netPence, rate);
}
