import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/two-factor';
import type { TwoFactorStatus } from '#shared/schemas/admin-two-factor';
import { call } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

export const twoFactorKey = () => adminKey('two-factor');

/** Whether two-factor sign-in is on, and recovery codes left. */
export function getTwoFactor(): Promise<TwoFactorStatus> {
  return call(endpoints.twoFactorStatus);
}

export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKey(), queryFn: getTwoFactor });

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions());
}
