import { useMemo } from 'react';
import { CircleAlert } from 'lucide-react';

import { Button } from '#client/components/ui/button.tsx';
import { site } from '#shared/site';
import { useRegions } from '#client/lib/use-regions.ts';
import { groupRegionsByCountry } from '#domain/region-groups';
import {
  RegionGroup,
  countrySectionId,
} from '#client/features/coverage/components/region-group.tsx';

function CoverageLoading() {
  return (
    <div role="status" className="grid gap-8">
      <span className="sr-only">Loading delivery regions</span>
      {[8, 4, 5].map((rows, index) => (
        <div key={index} aria-hidden className="animate-pulse">
          <div className="h-7 w-40 rounded-md bg-stone-200" />
          <div className="mt-4 grid gap-px overflow-hidden rounded-xl border border-stone-200">
            {Array.from({ length: rows }, (_, row) => (
              <div key={row} className="h-12 bg-white odd:bg-stone-100" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function CoverageError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-950">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden className="size-5 shrink-0 text-red-700" />
        We couldn&apos;t load the delivery regions.
      </p>
      <p className="mt-2 text-red-900">
        Please try again in a moment, or call us on{' '}
        <a href={site.phone.href} className="font-semibold underline underline-offset-4">
          {site.phone.display}
        </a>{' '}
        to check delivery to your area.
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  );
}

/** Every region we know, by country, with its delivery status. */
export function CoverageOverview() {
  const { data, isPending, isError, isFetching, refetch } = useRegions();
  const groups = useMemo(() => (data ? groupRegionsByCountry(data) : []), [data]);

  if (isPending) return <CoverageLoading />;
  if (isError) return <CoverageError onRetry={() => void refetch()} retrying={isFetching} />;
  if (groups.length === 0) {
    return (
      <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
        No delivery regions are listed at the moment. Please call us on {site.phone.display} to
        check delivery to your area.
      </p>
    );
  }

  return (
    <div className="space-y-10">
      <nav aria-label="Countries" className="flex flex-wrap gap-2">
        {groups.map((group) => (
          <a
            key={group.country}
            href={`#${countrySectionId(group.country)}`}
            className="inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-3.5 py-1.5 text-sm font-medium text-stone-800 shadow-xs hover:border-forest-500 hover:text-forest-800"
          >
            {group.country}
            <span
              aria-hidden
              className="rounded-full bg-stone-100 px-2 text-xs font-semibold text-stone-600 tabular-nums"
            >
              {group.enabledCount}/{group.total}
            </span>
            <span className="sr-only">
              , {group.enabledCount} of {group.total} regions available
            </span>
          </a>
        ))}
      </nav>
      {groups.map((group) => (
        <RegionGroup key={group.country} group={group} />
      ))}
    </div>
  );
}
