import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/**
 * Path parameters `{ id }`: a record's id as a path gives it, 1 to 10 digits from 1 up to the
 * largest database integer, parsed to a number; anything else is refused with `message`.
 */
export const idParams = (message: string) =>
  z.object({
    id: z
      .string({ error: message })
      .regex(/^\d{1,10}$/, message)
      .transform(Number)
      .pipe(z.number().int(message).min(1, message).max(MAX_ID, message)),
  });
