import { z } from 'zod';

/** GET and PUT /api/customers/reorder-reminders: the account's reminder switch. */
export const ReorderRemindersSchema = z
  .object({ enabled: z.boolean({ error: 'Choose whether to get reorder reminders' }) })
  .strict();
export type ReorderReminders = z.infer<typeof ReorderRemindersSchema>;
