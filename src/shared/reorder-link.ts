import { isValidPostcode, normalisePostcode } from '#domain/postcode';
import { isValidQuantity } from '#domain/quantity';

/**
 * The link in a reorder reminder: the home page with the usual tonnes and the postcode. It
 * carries no price and no credential: the page checks the postcode as a shopper would and
 * prices the cart at today's price, on the terms of whoever is signed in.
 */
export const REORDER_QUERY = { tonnes: 'reorder', postcode: 'postcode' } as const;

export function reorderPath(tonnes: number, postcode: string): string {
  const query = new URLSearchParams({
    [REORDER_QUERY.tonnes]: String(tonnes),
    [REORDER_QUERY.postcode]: normalisePostcode(postcode),
  });
  return `/?${query.toString()}`;
}

export interface ReorderRequest {
  tonnes: number;
  postcode: string;
}

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
  return { tonnes, postcode: normalisePostcode(postcode) };
}
