import * as endpoints from '#shared/api/payments-admin';
import type { ProviderListing } from '#client/admin/api/provider-test-types.ts';
import { ListingFiltersForm } from '#client/admin/features/payments/listing-filters-form.tsx';
import { listingFilterDefaults } from '#client/admin/features/payments/listing-filters.ts';
import { notifyOutcome } from '#client/admin/features/payments/notify-outcome.ts';
import { ProviderTestCard } from '#client/admin/features/payments/provider-test-card.tsx';
import { TestResult } from '#client/admin/features/payments/test-result.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

const LISTINGS = {
  customer: { endpoint: endpoints.testCustomerListing, noun: 'customers' },
  order: { endpoint: endpoints.testOrderListing, noun: 'orders' },
  payment: { endpoint: endpoints.testPaymentListing, noun: 'payments' },
} as const satisfies Record<ProviderListing, unknown>;

/** One filtered page of the provider's customers, orders or payments. */
export function ListingPanel({ name, listing }: { name: string; listing: ProviderListing }) {
  const { endpoint, noun } = LISTINGS[listing];
  const sending = useEndpointForm({
    endpoint,
    schema: () =>
      import('#client/admin/features/payments/listing-filters.ts').then(
        (m) => m.ListingFilterFormSchema,
      ),
    defaultValues: listingFilterDefaults(listing),
    ...notifyOutcome(name),
  });

  return (
    <ProviderTestCard
      title={name}
      description={`Asks the provider for one page of its ${noun}, filtered and sorted as chosen.`}
      controls={
        <ListingFiltersForm listing={listing} submitLabel={`List ${noun}`} sending={sending} />
      }
      result={<TestResult answer={sending.data} error={sending.error} />}
    />
  );
}
