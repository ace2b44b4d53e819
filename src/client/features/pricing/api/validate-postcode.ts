import { useMutation } from '@tanstack/react-query';

import { validatePostcode as validatePostcodeEndpoint } from '#shared/api/regions';
import type { PostcodeValidationResult, ValidatePostcodeRequest } from '#shared/schemas/regions';
import { ApiError, call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

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
    if (err instanceof ApiError && err.status === 400) {
      const refusal = validatePostcodeEndpoint.answers[400].safeParse(err.json());
      return { valid: false, message: refusal.success ? refusal.data.message : '' };
    }
    throw err;
  }
}

export function useValidatePostcode() {
  return useMutation({
    mutationKey: queryKeys.postcode.validate(),
    mutationFn: validatePostcode,
  });
}
