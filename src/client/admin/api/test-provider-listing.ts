import { useMutation } from '@tanstack/react-query';

import type { ListingFilters } from '#shared/schemas/payments';
import type { ProviderListing, ProviderTestAnswer } from '#client/admin/api/provider-test-types.ts';
import { api } from '#client/lib/api-client.ts';

/** POST /api/admin/test-{customer,order,payment}-listing: one filtered page from the provider. */
export function testProviderListing({
  listing,
  filters,
}: {
  listing: ProviderListing;
  filters: ListingFilters;
}): Promise<ProviderTestAnswer> {
  return api.post<ProviderTestAnswer>(`/api/admin/test-${listing}-listing`, filters);
}

export function useTestProviderListing() {
  return useMutation({ mutationFn: testProviderListing });
}
