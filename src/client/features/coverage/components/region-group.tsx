import { CircleCheck, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';

import { regionPagePath } from '#shared/region-pages';
import type { Region } from '#shared/schemas/regions';
import { TableCell, TableHeaderCell, TableRow } from '#client/components/ui/table.tsx';
import { paths } from '#client/config/paths.ts';
import type { CountryGroup } from '#domain/region-groups';
import { PostcodeAreaList } from '#client/features/coverage/components/postcode-area-list.tsx';
import { CoverageTable } from '#client/features/coverage/components/coverage-table.tsx';

const REGION_COLUMNS = [
  { name: 'Region', className: 'sm:w-[38%]' },
  { name: 'Postcode Prefix' },
  { name: 'Delivery Status' },
];

export function countrySectionId(country: string): string {
  return `coverage-${country.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function DeliveryStatus({ enabled }: { enabled: boolean }) {
  if (enabled) {
    return (
      <span className="inline-flex items-center gap-1.5 font-medium text-forest-700">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        Delivery Available
      </span>
    );
  }
  return (
    <Link
      href={paths.contact}
      className="inline-flex items-center gap-1.5 font-medium text-wood-700 underline decoration-wood-300 underline-offset-4 hover:text-wood-800 hover:decoration-wood-600"
    >
      <MessageCircle aria-hidden className="size-4 shrink-0" />
      Contact us for options
    </Link>
  );
}

function RegionRow({ region }: { region: Region }) {
  return (
    <TableRow>
      <TableHeaderCell scope="row">
        {/* A plain link: the server states the region's earliest delivery with its page. */}
        <a
          href={regionPagePath(region)}
          className="underline decoration-stone-300 underline-offset-4 hover:text-forest-800 hover:decoration-forest-600"
        >
          {region.name}
        </a>
      </TableHeaderCell>
      <TableCell>
        <PostcodeAreaList postcodePrefix={region.postcodePrefix} />
      </TableCell>
      <TableCell>
        <DeliveryStatus enabled={region.enabled} />
      </TableCell>
    </TableRow>
  );
}

/** One country: its heading, how many of its regions we deliver to, and the region table. */
export function RegionGroup({ group }: { group: CountryGroup<Region> }) {
  const id = countrySectionId(group.country);
  const allAvailable = group.enabledCount === group.total;
  return (
    <section aria-labelledby={`${id}-heading`} id={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-stone-900">
          {group.country}
        </h2>
        <p
          className={
            allAvailable
              ? 'text-sm font-semibold text-forest-700'
              : 'text-sm font-semibold text-stone-600'
          }
        >
          {group.enabledCount} of {group.total} regions available
        </p>
      </div>
      <CoverageTable label={`Delivery regions in ${group.country}`} columns={REGION_COLUMNS}>
        {group.regions.map((region) => (
          <RegionRow key={region.id} region={region} />
        ))}
      </CoverageTable>
    </section>
  );
}
