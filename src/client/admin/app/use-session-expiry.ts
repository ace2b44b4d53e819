import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-client.ts';

function isUnauthorised(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * When the admin session ends on the server (expired, or logged out elsewhere), any admin call
 * answers 401: go back to the gate rather than showing a broken dashboard.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const expire = (error: unknown) => {
      if (!isUnauthorised(error) || queryClient.getQueryData(adminQueryKeys.auth()) !== true)
        return;
      queryClient.setQueryData(adminQueryKeys.auth(), false);
      toast({ ...adminMessages.sessionExpired, variant: 'destructive' });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
