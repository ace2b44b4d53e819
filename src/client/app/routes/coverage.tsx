import { Link } from 'wouter';

import { PageHeader } from '#client/components/ui/page-header.tsx';
import { homePostcodeHref } from '#client/config/paths.ts';
import { site } from '#shared/site';
import { CoverageHelp } from '#client/features/coverage/components/coverage-help.tsx';
import { CoverageOverview } from '#client/features/coverage/components/coverage-overview.tsx';
import { paths } from '#client/config/paths.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function CoveragePage() {
  usePageMeta(paths.coverage);
  return (
    <>
      <PageHeader eyebrow="Where we deliver" title="Delivery Coverage">
        <p>
          We deliver by postcode area from our dispatch centre in {site.dispatchCentre.town}. Find
          your area below to see whether we deliver there, or{' '}
          <Link
            href={homePostcodeHref}
            className="font-semibold text-white underline decoration-wood-300 underline-offset-4 hover:decoration-white"
          >
            enter your postcode
          </Link>{' '}
          for your regional price.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-12 sm:px-6 sm:py-16 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <CoverageOverview />
        <div className="lg:sticky lg:top-24">
          <CoverageHelp />
        </div>
      </div>
    </>
  );
}
