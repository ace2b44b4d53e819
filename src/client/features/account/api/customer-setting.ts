import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A choice the signed-in customer reads and changes on their profile tab (offers, reminders):
 * one call reads it, the other saves it and answers it as saved, which becomes the cached copy.
 */
export function customerSetting<Setting, Update>(call: {
  key: () => QueryKey;
  read: () => Promise<Setting>;
  save: (update: Update) => Promise<Setting>;
}) {
  return {
    useSetting: () => useQuery({ queryKey: call.key(), queryFn: call.read }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: call.save,
        onSuccess: (saved: Setting) => queryClient.setQueryData(call.key(), saved),
      });
    },
  };
}
