import { parsePounds } from '#domain/money';
import type { CustomPricing } from '#domain/pricing';
import { DEFAULT_VAT_RATE, isVatRate, type VatRate } from '#domain/vat';
import type { CurrentCustomer, CustomerPricing } from '#shared/schemas/customers';

/** What the shop charges one shopper: their custom price (if any) and their VAT rate. */
export interface CustomerTerms {
  customPricing: CustomPricing | null;
  vatRate: VatRate;
}

/** A guest's terms: regional prices at the standard VAT rate. */
export const GUEST_TERMS: CustomerTerms = { customPricing: null, vatRate: DEFAULT_VAT_RATE };

/**
 * The wire's custom-pricing summary in the form the pricing rules take. An unreadable price
 * is no price; an unreadable end date is an Invalid Date, which the rules treat as expired.
 */
export function customPricingOf(
  summary: Pick<CustomerPricing, 'customPrice' | 'customPriceValidTo'>,
): CustomPricing | null {
  if (summary.customPrice === null) return null;
  let customPricePence: number;
  try {
    customPricePence = parsePounds(summary.customPrice);
  } catch {
    return null;
  }
  const { customPriceValidTo } = summary;
  return {
    customPricePence,
    customPriceValidTo: customPriceValidTo === null ? null : new Date(customPriceValidTo),
  };
}

/**
 * The signed-in customer's terms (spec sections 4 and 9): their custom price applies to every
 * quantity while active, and VAT is at their own rate (5% when absent or unknown).
 */
export function customerTerms(
  customer:
    Pick<CurrentCustomer, 'customPrice' | 'customPriceValidTo' | 'vatRate'> | null | undefined,
): CustomerTerms {
  if (!customer) return GUEST_TERMS;
  return {
    customPricing: customPricingOf(customer),
    vatRate: isVatRate(customer.vatRate) ? customer.vatRate : DEFAULT_VAT_RATE,
  };
}
