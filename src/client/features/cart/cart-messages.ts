import { formatGBP, type Pence } from '#domain/money';

/** What the cart tells the shopper when the server prices it afresh. */
export const cartMessages = {
  repricedTitle: 'Cart prices updated',
  repricedDescription: (signedIn: boolean, unitPricePence: Pence) =>
    `Your cart is now priced ${signedIn ? 'for your account' : 'for a guest'}: ${formatGBP(unitPricePence)} per tonne.`,
} as const;
