import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/admin-auth';
import type { AdminWho } from '#shared/schemas/people';
import { ApiError, call } from '#client/lib/api-client.ts';

/** Outside the back office's data (`adminKey()`): dropping that at logout keeps the session observed. */
export const adminSessionKey = () => ['admin-session'] as const;

/**
 * Who is signed in (name and role) with an admin session, false on 401 (show the gate); true
 * once a sign-in step succeeded, before the person is asked for.
 */
export type AdminSession = AdminWho | boolean;

export async function checkAdminAuth(): Promise<AdminSession> {
  try {
    return await call(endpoints.checkAdminAuth);
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
