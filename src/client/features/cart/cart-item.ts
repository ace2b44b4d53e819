import type { Pence } from '#domain/money';

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
  /** Tonnes, 1-50 in steps of 0.5. */
  quantity: number;
  /** Per tonne, excluding VAT: the region's tier price, or the customer's active custom price. */
  unitPricePence: Pence;
  /** Line total excluding VAT. */
  totalPricePence: Pence;
  /** VAT on the line at the rate it was quoted at: the customer's, or 5% for a guest. */
  vatAmountPence: Pence;
  totalWithVatPence: Pence;
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
