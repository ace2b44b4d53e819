import { z } from 'zod';

/** The account's reminder switch. */
export const ReorderRemindersSchema = z
  .object({ enabled: z.boolean({ error: 'Choose whether to get reorder reminders' }) })
  .strict();
export type ReorderReminders = z.infer<typeof ReorderRemindersSchema>;
