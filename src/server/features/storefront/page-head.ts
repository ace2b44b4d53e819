import { penceToPounds, type Pence } from '#domain/money';
import type { ShopCertificates } from '#shared/schemas/settings';
import { site } from '#shared/site';
import type { PageSeo } from '#shared/storefront-pages';

/** The cheapest and dearest per-tonne prices (excluding VAT) of the enabled regions. */
export interface PriceRange {
  lowPence: Pence;
  highPence: Pence;
  regionCount: number;
}

export interface PageHeadInput {
  /** The page's own path, or null for the 404 page (which has no canonical address). */
  path: string | null;
  title: string;
  seo: PageSeo;
  publicUrl: string;
  /** Only the home page offers the product; null elsewhere and when no region is enabled. */
  product: ProductFacts | null;
}

export interface ProductFacts {
  priceRange: PriceRange;
  /** The certificates the back office entered; blank ones are left out. */
  certificates: ShopCertificates;
}

/** The share image served from the client's public folder (1200x630). */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

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
    openingHoursSpecification: site.hours.contact.flatMap(({ days, time }) => {
      const times = openingTimes(time);
      const dayOfWeek = OPENING_DAYS[days];
      if (!times || !dayOfWeek) return [];
      return [
        { '@type': 'OpeningHoursSpecification', dayOfWeek, opens: times[0], closes: times[1] },
      ];
    }),
  };
}

function product(publicUrl: string, description: string, facts: ProductFacts) {
  const { priceRange: range, certificates } = facts;
  const low = penceToPounds(range.lowPence);
  const high = penceToPounds(range.highPence);
  const enplus = certificates.enplusCertificateId;
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
      offerCount: range.regionCount,
      availability: 'https://schema.org/InStock',
      seller: { '@id': `${publicUrl}/#business` },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'GBP',
        minPrice: low,
        maxPrice: high,
        unitCode: 'TNE',
        valueAddedTaxIncluded: false,
      },
    },
  };
}

function breadcrumbs(publicUrl: string, path: string, name: string) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${publicUrl}/` },
      { '@type': 'ListItem', position: 2, name, item: `${publicUrl}${path}` },
    ],
  };
}

/** The structured data of a page (JSON-LD): the business, and the product or the breadcrumb. */
export function structuredData(input: PageHeadInput): object {
  const { path, seo, publicUrl } = input;
  const graph: object[] = [business(publicUrl)];
  if (path === '/' && input.product) graph.push(product(publicUrl, seo.description, input.product));
  if (path && seo.crumb) graph.push(breadcrumbs(publicUrl, path, seo.crumb));
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
