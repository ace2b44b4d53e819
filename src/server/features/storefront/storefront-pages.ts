import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enabledPriceRange } from '#shared/region-prices';
import type { CurrentCustomer } from '#shared/schemas/customers';
import type { Region } from '#shared/schemas/regions';
import type { PrivacyFacts } from '#shared/schemas/retention';
import type { DeliveryTerms } from '#shared/schemas/delivery';
import type { ShopCertificates } from '#shared/schemas/settings';
import { NOT_FOUND_PAGE, PAGE_LIST, type StorefrontPage } from '#shared/storefront-pages';
import { encodePage, preferredEncoding, type Encoding } from './page-encoding.ts';
import { pageHead, type ProductOffer } from './page-head.ts';
import type { PageRenderer, RenderedDocument } from './page-renderer.ts';

type Customer = CurrentCustomer | null;

/** A rendered page that compresses itself once per encoding asked for. */
export interface EncodedDocument extends RenderedDocument {
  encoded: (encoding: Encoding) => Buffer;
}

export function withEncodings(page: RenderedDocument): EncodedDocument {
  const done = new Map<Encoding, Buffer>();
  return {
    ...page,
    encoded: (encoding) => {
      const body = done.get(encoding) ?? encodePage(page.html, encoding);
      done.set(encoding, body);
      return body;
    },
  };
}

/**
 * Rendered pages (with their compressed bodies) kept per address while what they were drawn
 * from stays the same: each element of the basis is compared with ===, so it is either an
 * object a cache hands out until it reloads (the regions) or a value (JSON of the settings).
 * Only guests' pages may be kept, and only for addresses the shop knows: the map stays small.
 */
export function createKeptPages() {
  const kept = new Map<string, { basis: readonly unknown[]; page: EncodedDocument }>();
  return {
    get(key: string, basis: readonly unknown[]): EncodedDocument | null {
      const entry = kept.get(key);
      if (entry?.basis.length !== basis.length) return null;
      return entry.basis.every((value, i) => value === basis[i]) ? entry.page : null;
    },
    set(key: string, basis: readonly unknown[], page: EncodedDocument): void {
      kept.set(key, { basis, page });
    },
  };
}

/** The home page's offer: every enabled region's tier prices, ex VAT. */
function shopWideOffer(regions: readonly Region[]): ProductOffer | null {
  const range = enabledPriceRange(regions);
  return range && { ...range, offerCount: range.regionCount, vatIncluded: false };
}

export interface StorefrontPageDeps {
  renderer: PageRenderer;
  publicUrl: string;
  /** The signed-in customer behind the request's session cookie, or null. */
  currentCustomer: (request: FastifyRequest) => Promise<CurrentCustomer | null>;
  regions: () => Promise<Region[]>;
  privacy: () => Promise<PrivacyFacts>;
  certificates: () => Promise<ShopCertificates>;
  deliveryTerms: () => Promise<DeliveryTerms>;
}

/**
 * Answers a storefront page as complete HTML rendered by React: 200 for the shop's pages,
 * 404 with the rendered 404 page for any other address, and the redirect a page asks for
 * (the account for a visitor who is not signed in goes to /login).
 */
export function createStorefrontPages(deps: StorefrontPageDeps) {
  /**
   * A guest's view of each page, drawn from one version of the regions: a change to them (the
   * back office's, or another server's seen through the directory) makes a new version, so
   * what is served always matches them. Only the shop's own paths without a query are kept.
   */
  const guestPages = createKeptPages();

  async function render(url: string, page: StorefrontPage | null, customer: Customer) {
    const [regions, certificates] = await Promise.all([deps.regions(), deps.certificates()]);
    // The head (and the home and about pages) state the certificates, so a kept page is kept
    // for the ones it states.
    const certificatesStated = JSON.stringify(certificates);
    // Only data drawn from the regions and the certificates is versioned: a page that states
    // other data (the privacy notice states the settings in force) is drawn afresh, never kept.
    const cacheable =
      customer === null &&
      page !== null &&
      url === page.path &&
      page.data.every((data) => data === 'regions' || data === 'certificates');
    const basis = [regions, certificatesStated];
    const kept = cacheable ? guestPages.get(page.path, basis) : null;
    if (kept) return kept;
    const head = pageHead({
      path: page?.path ?? null,
      title: page?.title ?? NOT_FOUND_PAGE.title,
      seo: page ?? NOT_FOUND_PAGE,
      publicUrl: deps.publicUrl,
      offer: page?.offersProduct ? shopWideOffer(regions) : null,
      certificates,
    });
    const document = withEncodings(
      await deps.renderer(
        url,
        { screen: page?.screen ?? NOT_FOUND_PAGE.screen, head },
        {
          customer,
          regions: async () => regions,
          privacy: deps.privacy,
          certificates: async () => certificates,
          deliveryTerms: deps.deliveryTerms,
        },
      ),
    );
    if (cacheable) guestPages.set(page.path, basis, document);
    return document;
  }

  /** Answers `page` (null: the 404 page) for this request. */
  async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: StorefrontPage | null,
  ) {
    const customer = await deps.currentCustomer(request);
    const document = await render(request.url, page, customer);
    return sendDocument(request, reply, { document, customer, status: page ? 200 : 404 });
  }
  return servePage;
}

/** Sends a rendered page, compressed as the browser accepts, or the redirect it asked for. */
export function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { document: EncodedDocument; customer: Customer; status: number },
) {
  const { document, customer, status } = answer;
  // A signed-in customer's page carries their name: never stored by anyone but them.
  void reply.header('Cache-Control', customer ? 'private, no-store' : 'no-cache');
  if (document.redirectTo) return reply.redirect(document.redirectTo, 302);
  void reply.status(status).type('text/html; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  void reply.header('Vary', 'Cookie, Accept-Encoding');
  if (!encoding) return reply.send(document.html);
  return reply.header('Content-Encoding', encoding).send(document.encoded(encoding));
}

export type ServePage = ReturnType<typeof createStorefrontPages>;

/** The query of a request's address, with its '?', or ''. */
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};

/**
 * A GET (and HEAD) route per page of the table. One address per page: /about/ answers 301 to
 * /about, its query kept.
 */
export function registerPageRoutes(app: FastifyInstance, servePage: ServePage): void {
  for (const page of PAGE_LIST) {
    app.get(page.path, (request, reply) => servePage(request, reply, page));
    if (page.path === '/') continue;
    app.get(`${page.path}/`, (request, reply) =>
      reply.redirect(`${page.path}${queryOf(request.url)}`, 301),
    );
  }
}

/**
 * Any other address: the API's JSON 404 under /api and for other methods; for a GET or HEAD,
 * `fallback` when given (development: Vite's modules and assets), else the rendered 404 page.
 */
export function registerPageNotFound(
  app: FastifyInstance,
  servePage: ServePage,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !isPageRequest) {
      return reply.status(404).send({ message: 'Not found' });
    }
    if (fallback?.(request, reply)) return reply;
    return servePage(request, reply, null);
  });
}
