import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '#client/lib/query-keys.ts';

/**
 * The customer pays in another tab and then comes back to this one, whose order list would
 * otherwise stay as it was (orders are not refetched on focus by default). Once armed, every
 * return to this tab reads the orders again, for as long as the caller stays mounted: the
 * Pay Now button, which goes away once the order is paid.
 */
export function useRefreshOrdersOnReturn(): () => void {
  const queryClient = useQueryClient();
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    if (!armed) return;
    function refresh(): void {
      if (document.visibilityState !== 'visible') return;
      // Coming back fires both events; the second joins the first request.
      void queryClient.invalidateQueries(
        { queryKey: queryKeys.customer.orders() },
        { cancelRefetch: false },
      );
    }
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [armed, queryClient]);

  return useCallback(() => setArmed(true), []);
}
