import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import type { TwoFactorStatus } from '#shared/schemas/admin-two-factor';
import { api } from '#client/lib/api-client.ts';

/** GET /api/admin/two-factor: whether two-factor sign-in is on, and recovery codes left. */
export function getTwoFactor(): Promise<TwoFactorStatus> {
  return api.get<TwoFactorStatus>('/api/admin/two-factor');
}

export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.twoFactor(), queryFn: getTwoFactor });

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions());
}
