import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import * as endpoints from '#shared/api/admin-auth';
import { ApiError, call } from '#client/lib/api-client.ts';

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
  queryOptions({ queryKey: adminQueryKeys.auth(), queryFn: checkAdminAuth });

export function useAdminAuth() {
  return useQuery(adminAuthQueryOptions());
}
