import type { FastifyInstance } from 'fastify';
import { DEFAULT_TONNES } from '#domain/quantity';
import { postcodeAreasOf, representativePostcode } from '#domain/region-areas';
import { regionBySlug, regionPagePath } from '#shared/region-pages';
import { tierPriceLines } from '#shared/region-prices';
import type { DeliveryPromise } from '#shared/schemas/delivery';
import type { Region } from '#shared/schemas/regions';
import { REGION_PAGE } from '#shared/storefront-pages';
import { pageHead, type ProductOffer } from './page-head.ts';
import type { PageRenderer } from './page-renderer.ts';
import {
  sendDocument,
  withEncodings,
  type ServePage,
  type StorefrontPageDeps,
} from './storefront-pages.ts';

/** A region's offer: its three tiers, with VAT, for that region alone. */
function regionOffer(region: Region): ProductOffer {
  const prices = tierPriceLines(region).map((line) => line.incVatPence);
  return {
    lowPence: Math.min(...prices),
    highPence: Math.max(...prices),
    offerCount: prices.length,
    vatIncluded: true,
    areaServed: region.name,
  };
}

/**
 * GET /delivery-areas/<slug>: a region's own page, rendered afresh on every request from the
 * live regions (a back-office price change shows on the next one) with the earliest delivery
 * to its first postcode area. A slug naming no region is the shop's 404 page.
 */
export function registerRegionPages(
  app: FastifyInstance,
  deps: Pick<
    StorefrontPageDeps,
    'currentCustomer' | 'regions' | 'certificates' | 'deliveryTerms'
  > & {
    renderer: PageRenderer;
    publicUrl: string;
    servePage: ServePage;
    deliveryPromise: (postcode: string, tonnes: number) => Promise<DeliveryPromise>;
  },
): void {
  app.get<{ Params: { slug: string } }>(REGION_PAGE.route, async (request, reply) => {
    const { slug } = request.params;
    const regions = await deps.regions();
    const region = regionBySlug(regions, slug);
    if (!region) return deps.servePage(request, reply, null);
    const [customer, delivery, certificates] = await Promise.all([
      deps.currentCustomer(request),
      earliestDelivery(region),
      deps.certificates(),
    ]);
    const path = regionPagePath(region);
    const head = pageHead({
      path,
      title: REGION_PAGE.title(region.name),
      seo: {
        description: REGION_PAGE.description(region.name, region.enabled),
        indexable: true,
        crumb: region.name,
      },
      publicUrl: deps.publicUrl,
      offer: region.enabled ? regionOffer(region) : null,
      certificates,
      crumbParent: { name: REGION_PAGE.parent.crumb, path: REGION_PAGE.parent.path },
    });
    const document = await deps.renderer(
      request.url,
      { screen: REGION_PAGE.screen, head },
      {
        customer,
        regions: async () => regions,
        privacy: () => Promise.reject(new Error('A region page states no privacy facts')),
        certificates: async () => certificates,
        deliveryTerms: deps.deliveryTerms,
        regionPage: { slug, delivery },
      },
    );
    return sendDocument(request, reply, {
      document: withEncodings(document),
      customer,
      status: 200,
    });
  });

  async function earliestDelivery(region: Region): Promise<DeliveryPromise | null> {
    const [firstArea] = postcodeAreasOf(region.postcodePrefix);
    if (!region.enabled || !firstArea) return null;
    return deps.deliveryPromise(representativePostcode(firstArea), DEFAULT_TONNES);
  }
}
