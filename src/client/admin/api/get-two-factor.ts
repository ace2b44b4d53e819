import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import * as endpoints from '#shared/api/two-factor';
import type { TwoFactorStatus } from '#shared/schemas/admin-two-factor';
import { call } from '#client/lib/api-client.ts';

/** Whether two-factor sign-in is on, and recovery codes left. */
export function getTwoFactor(): Promise<TwoFactorStatus> {
  return call(endpoints.twoFactorStatus);
}

export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.twoFactor(), queryFn: getTwoFactor });

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions());
}
