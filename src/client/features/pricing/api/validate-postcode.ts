import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { validatePostcode as validatePostcodeEndpoint } from '#shared/api/regions';
import type { DeliveryPromise } from '#shared/schemas/delivery';
import type { PostcodeValidationResult, ValidatePostcodeRequest } from '#shared/schemas/regions';
import { ApiError, call, errorMessage } from '#client/lib/api-client.ts';

/**
 * Spec section 7: a 400 answer is a result ("not a UK postcode we know"), not a failure, so its
 * message is returned; every other error answer is thrown.
 */
export async function validatePostcode(
  request: ValidatePostcodeRequest,
): Promise<PostcodeValidationResult> {
  try {
    return await call(validatePostcodeEndpoint, { body: request });
  } catch (err) {
    if (err instanceof ApiError && err.status === 400)
      return { valid: false, message: errorMessage(err, '') };
    throw err;
  }
}

/** The earliest delivery in a price check's answer, or null when it has none. */
export function deliveryOf(result: PostcodeValidationResult): DeliveryPromise | null {
  return result.valid ? (result.delivery ?? null) : null;
}

/** The price check's earliest delivery for a checked postcode and quantity. */
export const postcodeDeliveryKey = (postcode: string, tonnes: number) =>
  ['postcode', 'delivery', postcode, tonnes] as const;

/**
 * The earliest delivery to a checked postcode for the quantity now chosen. The check itself
 * seeds it (setQueryData with the same key); a later change of quantity asks again, quietly,
 * keeping the last line on screen meanwhile. Null postcode: nothing checked, nothing asked.
 */
export function useDeliveryPromise(postcode: string | null, tonnes: number) {
  const query = useQuery({
    queryKey: postcodeDeliveryKey(postcode ?? '', tonnes),
    queryFn: async () => deliveryOf(await validatePostcode({ postcode: postcode ?? '', tonnes })),
    enabled: postcode !== null,
    placeholderData: keepPreviousData,
    // The rounds fill up during the day: a minute-old date is fresh enough for a price check.
    staleTime: 60 * 1000,
  });
  return postcode === null ? null : (query.data ?? null);
}
