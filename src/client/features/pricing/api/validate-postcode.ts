import { useMutation } from '@tanstack/react-query';

import type { PostcodeValidationResult, ValidatePostcodeRequest } from '#shared/schemas/regions';
import { ApiError, api } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

function isInvalidResult(body: unknown): body is { valid: false; message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string' &&
    (!('valid' in body) || body.valid === false)
  );
}

/**
 * POST /api/validate-postcode. Spec section 7: a 400 answer is a result ("not a UK postcode
 * we know"), not a failure, so its body is returned; every other error answer is thrown.
 */
export async function validatePostcode(
  request: ValidatePostcodeRequest,
): Promise<PostcodeValidationResult> {
  try {
    return await api.post<PostcodeValidationResult>('/api/validate-postcode', request);
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) {
      const body = err.json();
      return isInvalidResult(body)
        ? { valid: false, message: body.message }
        : { valid: false, message: '' };
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
