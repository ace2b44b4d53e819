import { isValidPostcode, normalisePostcode } from '#domain/postcode';
import { ValidatePostcodeRequestSchema } from '#shared/schemas/regions';
import { postcodeMessages } from '#client/features/pricing/postcode-messages.ts';

/**
 * A price check's postcode: the request's own field, and the domain's format rule, which the
 * server applies after it (a well-formed postcode it does not know is its answer, not this).
 */
export const PostcodeFormSchema = ValidatePostcodeRequestSchema.pick({ postcode: true }).extend({
  postcode: ValidatePostcodeRequestSchema.shape.postcode
    .refine(isValidPostcode, postcodeMessages.invalidFormat)
    .transform(normalisePostcode),
});
