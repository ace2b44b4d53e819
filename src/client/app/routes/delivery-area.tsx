import { Link, useParams } from 'wouter';

import { postcodeAreasOf } from '#domain/region-areas';
import { regionBySlug } from '#shared/region-pages';
import type { Region } from '#shared/schemas/regions';
import { NOT_FOUND_PAGE, REGION_PAGE } from '#shared/storefront-pages';
import NotFoundPage from '#client/app/routes/not-found.tsx';
import { PageLoading } from '#client/components/layout/page-loading.tsx';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { homePostcodeHref, paths } from '#client/config/paths.ts';
import { useRegionPageDelivery } from '#client/features/coverage/api/get-region-page-delivery.ts';
import { useRegions } from '#client/lib/use-regions.ts';
import { PostcodeAreaList } from '#client/features/coverage/components/postcode-area-list.tsx';
import { RegionEarliestDelivery } from '#client/features/coverage/components/region-earliest-delivery.tsx';
import { RegionNotServed } from '#client/features/coverage/components/region-not-served.tsx';
import { RegionTierPrices } from '#client/features/coverage/components/region-tier-prices.tsx';
import { RegionDeliveryNotes } from '#client/features/info/components/region-delivery-notes.tsx';
import { ShopCertificatesLine } from '#client/features/info/components/shop-certificates-line.tsx';
import { EarliestDeliveryCheck } from '#client/features/pricing/components/earliest-delivery-check.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

function Breadcrumb({ regionName }: { regionName: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm text-forest-100">
      <ol className="flex flex-wrap gap-x-2">
        <li>
          <Link href={paths.home} className="underline underline-offset-4 hover:text-white">
            Home
          </Link>
          <span aria-hidden> ›</span>
        </li>
        <li>
          <Link href={paths.coverage} className="underline underline-offset-4 hover:text-white">
            {REGION_PAGE.parent.crumb}
          </Link>
          <span aria-hidden> ›</span>
        </li>
        <li aria-current="page">{regionName}</li>
      </ol>
    </nav>
  );
}

function ServedRegion({ region, slug }: { region: Region; slug: string }) {
  const delivery = useRegionPageDelivery(slug);
  const [firstArea = ''] = postcodeAreasOf(region.postcodePrefix);
  return (
    <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-12 sm:px-6 sm:py-16 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
      <div className="space-y-10">
        <RegionTierPrices region={region} />
        <section aria-labelledby="region-areas-heading">
          <h2 id="region-areas-heading" className="text-2xl font-bold text-stone-900">
            Postcode areas we cover
          </h2>
          <div className="mt-3">
            <PostcodeAreaList postcodePrefix={region.postcodePrefix} />
          </div>
        </section>
        <RegionDeliveryNotes regionName={region.name} />
        <ShopCertificatesLine />
      </div>
      <div className="space-y-6 lg:sticky lg:top-24">
        {/* Reached without the server's answer (a move inside the shop): ask for a postcode. */}
        {delivery ? (
          <RegionEarliestDelivery delivery={delivery} area={firstArea} />
        ) : (
          <EarliestDeliveryCheck />
        )}
        <Link href={homePostcodeHref} className={`${buttonClassName()} w-full`}>
          Check the price for your postcode
        </Link>
      </div>
    </div>
  );
}

/** /delivery-areas/<slug>: one delivery region's prices, areas and earliest delivery. */
export default function DeliveryAreaPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const regions = useRegions();
  const region = regions.data ? regionBySlug(regions.data, slug) : null;
  useDocumentTitle(region ? REGION_PAGE.title(region.name) : NOT_FOUND_PAGE.title, { exact: true });
  if (regions.isPending) return <PageLoading />;
  if (!region) return <NotFoundPage />;
  return (
    <>
      <PageHeader eyebrow="Delivery area" title={`Wood pellet delivery in ${region.name}`}>
        <Breadcrumb regionName={region.name} />
      </PageHeader>
      {region.enabled ? (
        <ServedRegion region={region} slug={slug} />
      ) : (
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <RegionNotServed regionName={region.name} />
        </div>
      )}
    </>
  );
}
