import type { FastifyInstance } from 'fastify';
import { DEFAULT_TONNES } from '#domain/quantity';
import { postcodeAreasOf, representativePostcode } from '#domain/region-areas';
import { regionPagePath, regionSlug } from '#shared/region-pages';
import { tierPriceLines } from '#shared/region-prices';
import type { CurrentCustomer } from '#shared/schemas/customers';
import type { DeliveryPromise, DeliveryTerms } from '#shared/schemas/delivery';
import type { ShopCertificates } from '#shared/schemas/settings';
import type { Region } from '#shared/schemas/regions';
import { REGION_PAGE } from '#shared/storefront-pages';
import { pageHead, type ProductOffer } from './page-head.ts';
import type { PageRenderer } from './page-renderer.ts';
import {
  createKeptPages,
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

/** Each version of the regions by slug, worked out once rather than on every request. */
const slugIndexes = new WeakMap<readonly Region[], Map<string, Region>>();

function regionsBySlug(regions: readonly Region[]): Map<string, Region> {
  let index = slugIndexes.get(regions);
  if (!index) {
    index = new Map();
    // The first region of a slug, as the client's page finds it (regionBySlug).
    for (const region of regions) {
      const slug = regionSlug(region.name);
      if (!index.has(slug)) index.set(slug, region);
    }
    slugIndexes.set(regions, index);
  }
  return index;
}

/** What a region's page states, each read once for the request. */
interface RegionPageFacts {
  region: Region;
  regions: Region[];
  customer: CurrentCustomer | null;
  delivery: DeliveryPromise | null;
  certificates: ShopCertificates;
  terms: DeliveryTerms;
}

function renderRegionPage(
  deps: { renderer: PageRenderer; publicUrl: string },
  url: string,
  facts: RegionPageFacts,
) {
  const { region, certificates } = facts;
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
  return deps.renderer(
    url,
    { screen: REGION_PAGE.screen, head },
    {
      customer: facts.customer,
      regions: async () => facts.regions,
      privacy: () => Promise.reject(new Error('A region page states no privacy facts')),
      certificates: async () => certificates,
      deliveryTerms: async () => facts.terms,
      regionPage: { slug: regionSlug(region.name), delivery: facts.delivery },
    },
  );
}

/**
 * GET /delivery-areas/<slug>: a region's own page with the earliest delivery to its first
 * postcode area. A guest's page is rendered once and kept, with its compressed bodies, for as
 * long as what it states is unchanged: the live regions (a back-office price change shows on
 * the next response; another server's, once its notice reloads them), the certificates, the
 * delivery terms and the earliest delivery (rounds, closed days, bookings, lead time, today).
 * A slug naming no region is the shop's 404 page.
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
  const guestPages = createKeptPages();

  app.get<{ Params: { slug: string } }>(REGION_PAGE.route, async (request, reply) => {
    const { slug } = request.params;
    const regions = await deps.regions();
    const region = regionsBySlug(regions).get(slug);
    if (!region) return deps.servePage(request, reply, null);
    const [customer, delivery, certificates, terms] = await Promise.all([
      deps.currentCustomer(request),
      earliestDelivery(region),
      deps.certificates(),
      deps.deliveryTerms(),
    ]);
    const path = regionPagePath(region);
    // Kept only for the page's own address: a query may change what the client renders.
    const cacheable = customer === null && request.url === path;
    const basis = [regions, JSON.stringify([delivery, certificates, terms])];
    const kept = cacheable ? guestPages.get(path, basis) : null;
    const document =
      kept ??
      withEncodings(
        await renderRegionPage(deps, request.url, {
          region,
          regions,
          customer,
          delivery,
          certificates,
          terms,
        }),
      );
    if (cacheable && !kept) guestPages.set(path, basis, document);
    return sendDocument(request, reply, { document, customer, status: 200 });
  });

  async function earliestDelivery(region: Region): Promise<DeliveryPromise | null> {
    const [firstArea] = postcodeAreasOf(region.postcodePrefix);
    if (!region.enabled || !firstArea) return null;
    return deps.deliveryPromise(representativePostcode(firstArea), DEFAULT_TONNES);
  }
}
