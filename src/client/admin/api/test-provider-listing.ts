import { useMutation } from '@tanstack/react-query';

import * as endpoints from '#shared/api/payments-admin';
import type { ListingFilters } from '#shared/schemas/payments';
import type { ProviderListing } from '#client/admin/api/provider-test-types.ts';
import { call } from '#client/lib/api-client.ts';

const LISTINGS = {
  customer: endpoints.testCustomerListing,
  order: endpoints.testOrderListing,
  payment: endpoints.testPaymentListing,
} as const satisfies Record<ProviderListing, unknown>;

/** One filtered page of one of the provider's listings. */
export const testProviderListing = ({
  listing,
  filters,
}: {
  listing: ProviderListing;
  filters: ListingFilters;
}) => call(LISTINGS[listing], { body: filters });

export function useTestProviderListing() {
  return useMutation({ mutationFn: testProviderListing });
}
