import { isValidPostcode, normalisePostcode } from '#domain/postcode';
import { isValidQuantity } from '#domain/quantity';

/**
 * The link in a reorder reminder: the home page with the usual tonnes and the postcode. It
 * carries no price and no credential: the page checks the postcode as a shopper would and
 * prices the cart at today's price, on the terms of whoever is signed in.
 */
export const REORDER_QUERY = { tonnes: 'reorder', postcode: 'postcode', from: 'from' } as const;

/**
 * `fromOrderId`: 'Order again' in the account names the order, so checkout fills its whole
 * delivery address from the customer's own orders as the server lists them (decision 040).
 */
export function reorderPath(tonnes: number, postcode: string, fromOrderId?: number): string {
  const query = new URLSearchParams({
    [REORDER_QUERY.tonnes]: String(tonnes),
    [REORDER_QUERY.postcode]: normalisePostcode(postcode),
    ...(fromOrderId === undefined ? {} : { [REORDER_QUERY.from]: String(fromOrderId) }),
  });
  return `/?${query.toString()}`;
}

export interface ReorderRequest {
  tonnes: number;
  postcode: string;
  /** The order repeated, when 'Order again' named one. */
  fromOrderId?: number;
}

/** The order a page address names to repeat (`?from=<id>`), or null. */
export function reorderFromOf(search: string): number | null {
  const text = new URLSearchParams(search).get(REORDER_QUERY.from) ?? '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** Checkout, told which order to take the delivery address from. */
export const checkoutFromPath = (checkoutPath: string, orderId: number): string =>
  `${checkoutPath}?${new URLSearchParams({ [REORDER_QUERY.from]: String(orderId) }).toString()}`;

/**
 * The reorder a page address asks for, or null when it asks for none (or a broken one).
 * Plain checks rather than a Zod schema: the home page reads this, and its first script
 * carries no Zod.
 */
export function reorderRequestOf(search: string): ReorderRequest | null {
  const params = new URLSearchParams(search);
  const tonnesText = params.get(REORDER_QUERY.tonnes);
  const postcode = params.get(REORDER_QUERY.postcode) ?? '';
  if (tonnesText === null || tonnesText.trim() === '') return null;
  const tonnes = Number(tonnesText);
  if (!isValidQuantity(tonnes) || !isValidPostcode(postcode)) return null;
  const fromOrderId = reorderFromOf(search);
  return {
    tonnes,
    postcode: normalisePostcode(postcode),
    ...(fromOrderId === null ? {} : { fromOrderId }),
  };
}
