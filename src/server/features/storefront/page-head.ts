import { penceToPounds, type Pence } from '#domain/money';
import type { ShopCertificates } from '#shared/schemas/settings';
import { site } from '#shared/site';
import type { PageSeo } from '#shared/storefront-pages';
import { escapeHtml } from '../mail/templates/html.ts';

/** The product's offer on a page: the per-tonne price range it states. */
export interface ProductOffer {
  lowPence: Pence;
  highPence: Pence;
  offerCount: number;
  /** The home page states prices ex VAT; a region's page the prices a household pays. */
  vatIncluded: boolean;
  /** The one region the offer is for (a region's page), else the shop's whole area. */
  areaServed?: string;
}

export interface PageHeadInput {
  /** The page's own path, or null for the 404 page (which has no canonical address). */
  path: string | null;
  title: string;
  seo: PageSeo;
  publicUrl: string;
  /** Only pages that offer the product; null when there is nothing to offer. */
  offer: ProductOffer | null;
  /** The certificates the back office entered, named with the product; blank ones are left out. */
  certificates?: ShopCertificates;
  /** The page above this one in the breadcrumb trail, when it is not the home page. */
  crumbParent?: { name: string; path: string };
}

/** The share image served from the client's public folder (1200x630). */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** JSON inside a script element: `<` escaped, so no text can close the element early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const postalAddress = (lines: readonly string[]) => ({
  '@type': 'PostalAddress',
  streetAddress: lines.slice(0, -2).join(', '),
  addressLocality: lines.at(-2),
  postalCode: lines.at(-1),
  addressCountry: 'GB',
});

const OPENING_DAYS: Record<string, string[]> = {
  'Monday - Friday': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  Saturday: ['Saturday'],
};

/** "8am - 6pm" as schema.org's 24-hour "08:00" and "18:00". */
function openingTimes(time: string): [string, string] | null {
  const match = /^(\d{1,2})(am|pm) - (\d{1,2})(am|pm)$/.exec(time);
  if (!match) return null;
  const hour = (h: string, half: string) =>
    `${String((Number(h) % 12) + (half === 'pm' ? 12 : 0)).padStart(2, '0')}:00`;
  return [hour(match[1] ?? '', match[2] ?? ''), hour(match[3] ?? '', match[4] ?? '')];
}

function business(publicUrl: string) {
  return {
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#business`,
    name: site.tradingName,
    legalName: site.companyName,
    url: `${publicUrl}/`,
    telephone: site.phone.href.replace('tel:', ''),
    email: site.email,
    foundingDate: String(site.establishedYear),
    image: `${publicUrl}${SHARE_IMAGE.path}`,
    address: postalAddress(site.headOffice.lines),
    location: [site.headOffice, site.dispatchCentre].map((place) => ({
      '@type': 'Place',
      name: place.label,
      address: postalAddress(place.lines),
    })),
    openingHoursSpecification: site.hours.flatMap(({ days, time }) => {
      const times = openingTimes(time);
      const dayOfWeek = OPENING_DAYS[days];
      if (!times || !dayOfWeek) return [];
      return [
        { '@type': 'OpeningHoursSpecification', dayOfWeek, opens: times[0], closes: times[1] },
      ];
    }),
  };
}

function product(
  publicUrl: string,
  description: string,
  offer: ProductOffer,
  certificates: ShopCertificates | undefined,
) {
  const low = penceToPounds(offer.lowPence);
  const high = penceToPounds(offer.highPence);
  const enplus = certificates?.enplusCertificateId;
  return {
    '@type': 'Product',
    name: `${site.productName} (ENplus A1)`,
    sku: site.productSku,
    description,
    image: `${publicUrl}${SHARE_IMAGE.path}`,
    ...(enplus
      ? { hasCertification: { '@type': 'Certification', name: 'ENplus A1', identifier: enplus } }
      : {}),
    brand: { '@id': `${publicUrl}/#business` },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'GBP',
      lowPrice: low,
      highPrice: high,
      offerCount: offer.offerCount,
      ...(offer.areaServed ? { areaServed: { '@type': 'Place', name: offer.areaServed } } : {}),
      availability: 'https://schema.org/InStock',
      seller: { '@id': `${publicUrl}/#business` },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'GBP',
        minPrice: low,
        maxPrice: high,
        unitCode: 'TNE',
        valueAddedTaxIncluded: offer.vatIncluded,
      },
    },
  };
}

function breadcrumbs(publicUrl: string, trail: ReadonlyArray<{ name: string; path: string }>) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${publicUrl}${crumb.path}`,
    })),
  };
}

/** The structured data of a page (JSON-LD): the business, and the product or the breadcrumb. */
export function structuredData(input: PageHeadInput): object {
  const { path, seo, publicUrl, offer, certificates, crumbParent } = input;
  const graph: object[] = [business(publicUrl)];
  if (offer) graph.push(product(publicUrl, seo.description, offer, certificates));
  if (path && seo.crumb) {
    const trail = [...(crumbParent ? [crumbParent] : []), { name: seo.crumb, path }];
    graph.push(breadcrumbs(publicUrl, trail));
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** Everything in <head> that is the page's own: title, description, links, cards, JSON-LD. */
export function pageHead(input: PageHeadInput): string {
  const { path, seo, publicUrl } = input;
  const title = escapeHtml(input.title);
  const description = escapeHtml(seo.description);
  const url = path ? escapeHtml(`${publicUrl}${path}`) : null;
  const image = escapeHtml(`${publicUrl}${SHARE_IMAGE.path}`);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    seo.indexable ? null : '<meta name="robots" content="noindex" />',
    url ? `<link rel="canonical" href="${url}" />` : null,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(site.tradingName)}" />`,
    '<meta property="og:locale" content="en_GB" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    url ? `<meta property="og:url" content="${url}" />` : null,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(site.tradingName)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<script type="application/ld+json">${scriptJson(structuredData(input))}</script>`,
  ];
  return tags.filter((tag) => tag !== null).join('\n    ');
}
