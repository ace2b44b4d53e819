import { useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/two-factor';
import { call } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

export const twoFactorKey = () => adminKey('two-factor');

/** Whether two-factor sign-in is on, and recovery codes left. */
export function useTwoFactor() {
  return useQuery({ queryKey: twoFactorKey(), queryFn: () => call(endpoints.twoFactorStatus) });
}
