import { parsePounds } from '#domain/money';
import { customPricingState, expiresWithinDays, type CustomPricing } from '#domain/pricing';
import type { AdminCustomer } from '#shared/schemas/admin';

export type CustomPriceView = 'none' | 'active' | 'expiring' | 'expired';

type CustomPriceFields = Pick<AdminCustomer, 'customPrice' | 'customPriceValidTo'>;

function toCustomPricing(customer: CustomPriceFields): CustomPricing | null {
  if (customer.customPrice === null) return null;
  try {
    return {
      customPricePence: parsePounds(customer.customPrice),
      customPriceValidTo: customer.customPriceValidTo
        ? new Date(customer.customPriceValidTo)
        : null,
    };
  } catch {
    return null;
  }
}

/**
 * Spec section 4 (admin view): active; orange when it ends within 7 days; red 'EXPIRED' once
 * the valid-to moment is now or past.
 */
export function customPriceView(customer: CustomPriceFields, now: Date): CustomPriceView {
  const pricing = toCustomPricing(customer);
  const state = customPricingState(pricing, now);
  if (state === 'active' && expiresWithinDays(pricing, now)) return 'expiring';
  return state;
}
