import type { ListingFilters } from '#shared/schemas/payments';
import type { ProviderListing } from '#client/admin/api/provider-test-types.ts';
import { useTestProviderListing } from '#client/admin/api/test-provider-listing.ts';
import { ListingFiltersForm } from '#client/admin/features/payments/listing-filters-form.tsx';
import { notifyOutcome } from '#client/admin/features/payments/notify-outcome.ts';
import { ProviderTestCard } from '#client/admin/features/payments/provider-test-card.tsx';
import { TestResult } from '#client/admin/features/payments/test-result.tsx';

const NOUNS: Record<ProviderListing, string> = {
  customer: 'customers',
  order: 'orders',
  payment: 'payments',
};

/** One filtered page of the provider's customers, orders or payments. */
export function ListingPanel({ name, listing }: { name: string; listing: ProviderListing }) {
  const mutation = useTestProviderListing();
  const noun = NOUNS[listing];
  const run = (filters: ListingFilters) => {
    if (!mutation.isPending) mutation.mutate({ listing, filters }, notifyOutcome(name));
  };

  return (
    <ProviderTestCard
      title={name}
      description={`Asks the provider for one page of its ${noun}, filtered and sorted as chosen.`}
      controls={
        <ListingFiltersForm
          listing={listing}
          submitLabel={`List ${noun}`}
          pending={mutation.isPending}
          onSubmit={run}
        />
      }
      result={<TestResult answer={mutation.data} error={mutation.error} />}
    />
  );
}
