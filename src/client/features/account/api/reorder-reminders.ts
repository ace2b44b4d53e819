import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/reorder-reminders';
import type { ReorderReminders } from '#shared/schemas/reorder-reminders';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Whether the signed-in customer wants reminders. */
export function getReorderReminders(): Promise<ReorderReminders> {
  return call(endpoints.getReorderReminders);
}

/** Switches them on or off. */
export function updateReorderReminders(update: ReorderReminders): Promise<ReorderReminders> {
  return call(endpoints.updateReorderReminders, { body: update });
}

export const reorderRemindersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.customer.reorderReminders(), queryFn: getReorderReminders });

export const useReorderReminders = () => useQuery(reorderRemindersQueryOptions());

export function useUpdateReorderReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReorderReminders,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.customer.reorderReminders(), saved),
  });
}
