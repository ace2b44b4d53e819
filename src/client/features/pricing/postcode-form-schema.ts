import { z } from 'zod';

import { isValidPostcode } from '#domain/postcode';
import { ValidatePostcodeRequestSchema } from '#shared/schemas/regions';
import { postcodeMessages } from '#client/features/pricing/postcode-messages.ts';

/** The server's request rule plus the UK postcode shape check, so bad input never leaves the page. */
export const postcodeFormSchema = z.object({
  postcode: ValidatePostcodeRequestSchema.shape.postcode.refine(isValidPostcode, {
    error: postcodeMessages.invalidFormat,
  }),
});

export type PostcodeFormValues = z.infer<typeof postcodeFormSchema>;
