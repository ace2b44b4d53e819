import { formatGBP, type Pence } from '#domain/money';

/** What the cart tells the shopper when the server prices it afresh. */
export const cartMessages = {
  repricedTitle: 'Cart prices updated',
  repricedDescription: (signedIn: boolean, unitPricePence: Pence) =>
    `Your cart is now priced ${signedIn ? 'for your account' : 'for a guest'}: ${formatGBP(unitPricePence)} per tonne.`,
  /** The server's price for a line differs from the estimate the page showed. */
  priceMovedDescription: (unitPricePence: Pence, shownPence: Pence) =>
    `At today's price: ${formatGBP(unitPricePence)} per tonne, not the ${formatGBP(shownPence)} shown.`,
} as const;
