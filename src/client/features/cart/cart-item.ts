import type { Pence } from '#domain/money';

/** One line of the cart (spec section 3), held in memory only. Money is integer pence. */
export interface CartItem {
  id: string;
  name: string;
  /** The delivery region's name; checkout re-validates the postcode against it. */
  region: string;
  /** Tonnes, 1-50 in steps of 0.5. */
  quantity: number;
  unitPricePence: Pence;
  /** Line total excluding VAT. */
  totalPricePence: Pence;
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
