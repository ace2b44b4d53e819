import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CurrentCustomer, ProfileUpdate } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** The whole editable profile; optional fields left out are cleared. */
export function updateProfile(profile: ProfileUpdate): Promise<CurrentCustomer> {
  return call(endpoints.updateProfile, { body: profile });
}

/** Spec section 7: the current customer is refreshed after a profile update. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (customer) => {
      queryClient.setQueryData(queryKeys.customer.me(), customer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.customer.me() });
    },
  });
}
