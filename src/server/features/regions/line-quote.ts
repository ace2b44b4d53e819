import { penceToPounds } from '#domain/money';
import { quoteRegion, type CustomPricing } from '#domain/pricing';
import { DEFAULT_VAT_RATE, type VatRate } from '#domain/vat';
import { regionPrices } from '#shared/region-prices';
import type { LineQuote, Region } from '#shared/schemas/regions';

/** Whom a price check prices for: the session's customer, or null for a guest. */
export interface QuotingCustomer {
  vatRate: VatRate;
  customPricing: CustomPricing | null;
}

/**
 * The tonnes' price in the region for this shopper, by the same rule that prices the order
 * (their active custom price and VAT rate; a guest's tier price at 5%), so the cart holds the
 * figures the order will be charged.
 */
export function lineQuote(
  region: Region,
  tonnes: number,
  customer: QuotingCustomer | null,
  now: Date,
): LineQuote {
  const vatRate = customer?.vatRate ?? DEFAULT_VAT_RATE;
  const quote = quoteRegion({
    prices: regionPrices(region),
    tonnes,
    customPricing: customer?.customPricing ?? null,
    vatRate,
    now,
  });
  return {
    unitPrice: penceToPounds(quote.unitPricePence),
    totalPrice: penceToPounds(quote.netPence),
    vatAmount: penceToPounds(quote.vatPence),
    totalWithVat: penceToPounds(quote.grossPence),
    vatRate,
  };
}
