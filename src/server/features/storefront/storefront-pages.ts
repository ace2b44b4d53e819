import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_TITLE, PAGE_TITLES } from '#shared/page-meta';
import { enabledPriceRange } from '#shared/region-prices';
import type { CurrentCustomer } from '#shared/schemas/customers';
import type { Region } from '#shared/schemas/regions';
import type { PrivacyFacts } from '#shared/schemas/retention';
import { toStorefrontPath, type StorefrontPath } from '#shared/storefront-routes';
import { NOT_FOUND_SEO, PAGE_SEO } from './page-seo.ts';
import { encodePage, preferredEncoding, type Encoding } from './page-encoding.ts';
import { pageHead } from './page-head.ts';
import type { PageRenderer, RenderedDocument } from './page-renderer.ts';

type Customer = CurrentCustomer | null;

/** A rendered page that compresses itself once per encoding asked for. */
interface EncodedDocument extends RenderedDocument {
  encoded: (encoding: Encoding) => Buffer;
}

function withEncodings(page: RenderedDocument): EncodedDocument {
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

export interface StorefrontPageDeps {
  renderer: PageRenderer;
  publicUrl: string;
  /** The signed-in customer behind the request's session cookie, or null. */
  currentCustomer: (request: FastifyRequest) => Promise<CurrentCustomer | null>;
  regions: () => Promise<Region[]>;
  privacy: () => Promise<PrivacyFacts>;
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
  const guestPages = new Map<string, { regions: Region[]; page: EncodedDocument }>();

  async function render(url: string, path: StorefrontPath | null, customer: Customer) {
    const regions = await deps.regions();
    // The privacy notice states the settings in force: drawn afresh, never kept.
    const cacheable = customer === null && path !== null && url === path && path !== '/privacy';
    const cached = cacheable ? guestPages.get(path) : undefined;
    if (cached?.regions === regions) return cached.page;
    const head = pageHead({
      path,
      title: path ? PAGE_TITLES[path] : NOT_FOUND_TITLE,
      seo: path ? PAGE_SEO[path] : NOT_FOUND_SEO,
      publicUrl: deps.publicUrl,
      priceRange: path === '/' ? enabledPriceRange(regions) : null,
    });
    const page = withEncodings(
      await deps.renderer(
        url,
        { path, head },
        { customer, regions: async () => regions, privacy: deps.privacy },
      ),
    );
    if (cacheable) guestPages.set(path, { regions, page });
    return page;
  }

  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const [pathname = '/', query] = url.split('?');
    const path = toStorefrontPath(pathname);
    // One address per page: /about/ is /about.
    if (path && path !== pathname) {
      return reply.redirect(query === undefined ? path : `${path}?${query}`, 301);
    }
    const customer = await deps.currentCustomer(request);
    const page = await render(url, path, customer);
    // A signed-in customer's page carries their name: never stored by anyone but them.
    void reply.header('Cache-Control', customer ? 'private, no-store' : 'no-cache');
    if (page.redirectTo) return reply.redirect(page.redirectTo, 302);
    void reply.status(path ? 200 : 404).type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    void reply.header('Vary', 'Cookie, Accept-Encoding');
    if (!encoding) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(page.encoded(encoding));
  };
}
