import { z } from 'zod';

/** Every error answer: a sentence to show, and which fields were wrong when there were any. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
