import { ReorderRemindersSchema } from '../schemas/reorder-reminders.ts';
import { defineEndpoint } from './endpoint.ts';

// The signed-in customer's own switch for reorder reminders, on the account page. Reminders
// also need marketing consent, which has endpoints of its own (marketing.ts).

export const getReorderReminders = defineEndpoint({
  method: 'GET',
  path: '/api/customers/reorder-reminders',
  summary: 'Whether the signed-in customer wants reorder reminders',
  access: 'customer',
  response: { status: 200, schema: ReorderRemindersSchema },
});

export const updateReorderReminders = defineEndpoint({
  method: 'PUT',
  path: '/api/customers/reorder-reminders',
  summary: 'Turn reorder reminders on or off for the signed-in customer',
  access: 'customer',
  body: ReorderRemindersSchema,
  response: { status: 200, schema: ReorderRemindersSchema },
});

export const reorderRemindersEndpoints = { getReorderReminders, updateReorderReminders };
