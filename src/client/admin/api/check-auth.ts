import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/admin-auth';
import { ApiError, call } from '#client/lib/api-client.ts';

/** Outside the back office's data (`adminKey()`): dropping that at logout keeps the session observed. */
export const adminSessionKey = () => ['admin-session'] as const;

/** True with an admin session, false on 401 (show the gate). */
export async function checkAdminAuth(): Promise<boolean> {
  try {
    await call(endpoints.checkAdminAuth);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return false;
    throw err;
  }
}

export const adminAuthQueryOptions = () =>
  queryOptions({ queryKey: adminSessionKey(), queryFn: checkAdminAuth });

export function useAdminAuth() {
  return useQuery(adminAuthQueryOptions());
}
