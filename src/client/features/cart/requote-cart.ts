import type { PostcodeValidationResult, ValidatePostcodeRequest } from '#shared/schemas/regions';
import { lineFromQuote, requotedItem, type CartItem } from '#client/features/cart/cart-item.ts';

/** The price check, asked with tonnes: it answers the region and this shopper's price. */
export type QuoteCheck = (request: ValidatePostcodeRequest) => Promise<PostcodeValidationResult>;

/**
 * The line quoted again by the server for `postcode` (its own, or a new delivery postcode):
 * null when the shop does not deliver there or the answer carries no price.
 */
export function requoteFromCheck(
  item: CartItem,
  result: PostcodeValidationResult,
): CartItem | null {
  if (!result.valid || !result.quote) return null;
  const where = { region: result.region.name, postcode: result.postcode };
  return requotedItem(item, lineFromQuote(where, item.quantity, result.quote));
}

/**
 * Every line asked again for its tonnes at `postcode` (by default the line's own). Lines the
 * server would not quote are left out, so the caller keeps them as they were.
 */
export async function requoteCart(
  items: readonly CartItem[],
  check: QuoteCheck,
  postcode?: string,
): Promise<CartItem[]> {
  const answers = await Promise.all(
    items.map(async (item) =>
      requoteFromCheck(
        item,
        await check({ postcode: postcode ?? item.postcode, tonnes: item.quantity }),
      ),
    ),
  );
  return answers.filter((line): line is CartItem => line !== null);
}
