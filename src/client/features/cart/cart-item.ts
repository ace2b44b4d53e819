import { parsePounds, type Pence } from '#domain/money';
import { DEFAULT_VAT_RATE, isVatRate, type VatRate } from '#domain/vat';
import type { LineQuote } from '#shared/schemas/regions';

/**
 * One line of the cart (spec section 3), held in memory only. The spec's money fields
 * (unitPrice, totalPrice, vatAmount, totalWithVat) are kept as integer pence, named with the
 * house `Pence` suffix; pounds strings are only made at the edge (the order request).
 */
export interface CartItem {
  id: string;
  /** Always 'Premium Wood Pellets'. */
  name: string;
  /** The delivery region's name; checkout re-validates the postcode against it. */
  region: string;
  /**
   * The postcode the line was priced for (the price check's): it fills checkout's delivery
   * postcode, and the line is quoted again for it when the shopper signs in or out.
   */
  postcode: string;
  /** Tonnes, 1-50 in steps of 0.5. */
  quantity: number;
  /** Per tonne, excluding VAT: the region's tier price, or the customer's active custom price. */
  unitPricePence: Pence;
  /** Line total excluding VAT. */
  totalPricePence: Pence;
  /** VAT on the line at the rate it was quoted at: the customer's, or 5% for a guest. */
  vatAmountPence: Pence;
  totalWithVatPence: Pence;
  /** The VAT rate the line was quoted at. */
  vatRate: VatRate;
}

export type NewCartItem = Omit<CartItem, 'id' | 'name'>;

export const CART_PRODUCT_NAME = 'Premium Wood Pellets';

let sequence = 0;

/** Ids only need to be unique within this tab's memory, so a counter is enough. */
export function createCartItem(input: NewCartItem): CartItem {
  sequence += 1;
  return { ...input, id: `item-${Date.now().toString(36)}-${sequence}`, name: CART_PRODUCT_NAME };
}

/** Sums of the cart's own line figures, as quoted (the cart panel's total). */
export function cartTotals(items: readonly CartItem[]) {
  const sum = (pick: (item: CartItem) => Pence): Pence =>
    items.reduce((total, item) => total + pick(item), 0);
  return {
    subtotalPence: sum((item) => item.totalPricePence),
    vatPence: sum((item) => item.vatAmountPence),
    totalPence: sum((item) => item.totalWithVatPence),
  };
}

/** A line as the server quoted it (the price check's `quote`): its figures, never our own. */
export function lineFromQuote(
  where: { region: string; postcode: string },
  quantity: number,
  quote: LineQuote,
): NewCartItem {
  return {
    region: where.region,
    postcode: where.postcode,
    quantity,
    unitPricePence: parsePounds(quote.unitPrice),
    totalPricePence: parsePounds(quote.totalPrice),
    vatAmountPence: parsePounds(quote.vatAmount),
    totalWithVatPence: parsePounds(quote.totalWithVat),
    vatRate: isVatRate(quote.vatRate) ? quote.vatRate : DEFAULT_VAT_RATE,
  };
}

/** The line with the server's new figures (and maybe a new region), keeping its id. */
export function requotedItem(item: CartItem, quoted: NewCartItem): CartItem {
  return { ...item, ...quoted, id: item.id, name: item.name };
}

/** Whether any line's charged figures differ: what tells the shopper their cart changed. */
export function pricesDiffer(before: readonly CartItem[], after: readonly CartItem[]): boolean {
  if (before.length !== after.length) return true;
  return before.some((line, i) => {
    const next = after[i];
    return (
      next === undefined ||
      line.unitPricePence !== next.unitPricePence ||
      line.totalWithVatPence !== next.totalWithVatPence
    );
  });
}

/** The VAT rate the cart was quoted at (its lines share one), or the standard rate. */
export function cartVatRate(items: readonly CartItem[]): VatRate {
  return items[0]?.vatRate ?? DEFAULT_VAT_RATE;
}
