import { z } from 'zod';
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

const ReorderQuerySchema = z.object({
  tonnes: z.coerce.number().refine(isValidQuantity),
  postcode: z.string().refine(isValidPostcode).transform(normalisePostcode),
});
export type ReorderRequest = z.infer<typeof ReorderQuerySchema>;

/** The reorder a page address asks for, or null when it asks for none (or a broken one). */
export function reorderRequestOf(search: string): ReorderRequest | null {
  const params = new URLSearchParams(search);
  const tonnes = params.get(REORDER_QUERY.tonnes);
  if (tonnes === null) return null;
  const parsed = ReorderQuerySchema.safeParse({
    tonnes,
    postcode: params.get(REORDER_QUERY.postcode) ?? '',
  });
  return parsed.success ? parsed.data : null;
}
