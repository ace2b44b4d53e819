import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';

/**
 * A choice the signed-in customer reads and changes on their profile tab (offers, reminders):
 * one call reads it, the other saves it and answers it as saved, which becomes the cached copy.
 * A save is told in a toast: what the choice now is, or why it was not saved.
 */
export function customerSetting<Setting, Update>(call: {
  key: () => QueryKey;
  read: () => Promise<Setting>;
  save: (update: Update) => Promise<Setting>;
  /** Whether the saved choice is on, for the toast to say so. */
  isOn: (setting: Setting) => boolean;
}) {
  return {
    useSetting: () => useQuery({ queryKey: call.key(), queryFn: call.read }),
    useSave: (told: { title: string; on: string; off: string; failedFallback: string }) => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: call.save,
        onSuccess: (saved: Setting) => {
          queryClient.setQueryData(call.key(), saved);
          const description = call.isOn(saved) ? told.on : told.off;
          toast({ title: told.title, description, variant: 'success' });
        },
        onError: (err) =>
          toast({
            title: msg.profileFailedTitle,
            description: errorMessage(err, told.failedFallback),
            variant: 'destructive',
          }),
      });
    },
  };
}
