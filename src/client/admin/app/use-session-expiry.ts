import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import { adminKey } from '#client/admin/api/admin-keys.ts';
import { adminSessionKey } from '#client/admin/api/check-auth.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-client.ts';

function isUnauthorised(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * When the admin session ends on the server (idle, absolute limit, a credential changed, or
 * logged out elsewhere), any admin call answers 401. The dashboard stays mounted, so a form
 * being typed is kept, and `ended` asks the person to sign in again; `resumed` carries on and
 * refetches what failed meanwhile.
 */
export function useSessionExpiry(): { ended: boolean; resumed: () => void } {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);
  const endedRef = useRef(false);

  useEffect(() => {
    const expire = (error: unknown) => {
      if (!isUnauthorised(error) || endedRef.current) return;
      if (!queryClient.getQueryData(adminSessionKey())) return;
      endedRef.current = true;
      setEnded(true);
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

  const resumed = useCallback(() => {
    endedRef.current = false;
    setEnded(false);
    void queryClient.invalidateQueries({ queryKey: adminKey() });
  }, [queryClient]);

  return { ended, resumed };
}
