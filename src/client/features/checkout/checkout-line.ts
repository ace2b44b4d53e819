import type { Pence } from '#domain/money';
import { priceOrder, type PricedOrder } from '#domain/pricing';
import type { VatRate } from '#domain/vat';

/** What checkout needs of a cart line (the cart's items have this shape). */
export interface CheckoutLine {
  id: string;
  name: string;
  region: string;
  quantity: number;
  unitPricePence: Pence;
}

/** The order's figures at the customer's VAT rate, by the one pricing rule (#domain/pricing). */
export function priceCheckout(
  lines: readonly CheckoutLine[],
  vatRate: VatRate,
): PricedOrder<CheckoutLine & { tonnes: number }> {
  return priceOrder({ lines: lines.map((line) => ({ ...line, tonnes: line.quantity })), vatRate });
}
