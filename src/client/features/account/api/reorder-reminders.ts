import * as endpoints from '#shared/api/reorder-reminders';
import type { ReorderReminders } from '#shared/schemas/reorder-reminders';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { customerSetting } from '#client/features/account/api/customer-setting.ts';

// Whether the signed-in customer wants reorder reminders, switched on or off.
const reminders = customerSetting({
  key: queryKeys.customer.reorderReminders,
  read: () => call(endpoints.getReorderReminders),
  save: (update: ReorderReminders) => call(endpoints.updateReorderReminders, { body: update }),
  isOn: (saved) => saved.enabled,
});

export const useReorderReminders = reminders.useSetting;
export const useUpdateReorderReminders = reminders.useSave;
