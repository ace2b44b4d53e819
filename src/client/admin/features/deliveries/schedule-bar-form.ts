import { z } from 'zod';

import { ScheduleDeliveriesSchema } from '#shared/schemas/delivery';

const { date, slot, earlyReason } = ScheduleDeliveriesSchema.shape;

/** The bar's fields by the request's rules; a reason left empty is not sent. */
export const ScheduleBarFormSchema = z.object({
  date,
  slot,
  earlyReason: z
    .string()
    .trim()
    .transform((reason) => reason || undefined)
    .pipe(earlyReason),
});
