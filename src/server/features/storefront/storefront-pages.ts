import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_META, PAGE_META } from '#shared/page-meta';
import { enabledPriceRange } from '#shared/region-prices';
import type { CurrentCustomer } from '#shared/schemas/customers';
import type { Region } from '#shared/schemas/regions';
import { toStorefrontPath } from '#shared/storefront-routes';
import { pageHead } from './page-head.ts';
import type { PageRenderer } from './page-renderer.ts';

export interface StorefrontPageDeps {
  renderer: PageRenderer;
  publicUrl: string;
  /** The signed-in customer behind the request's session cookie, or null. */
  currentCustomer: (request: FastifyRequest) => Promise<CurrentCustomer | null>;
  regions: () => Promise<Region[]>;
}

/**
 * Answers a storefront page as complete HTML rendered by React: 200 for the shop's pages,
 * 404 with the rendered 404 page for any other address, and the redirect a page asks for
 * (the account for a visitor who is not signed in goes to /login).
 */
export function createStorefrontPages(deps: StorefrontPageDeps) {
  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const [pathname = '/', query] = url.split('?');
    const path = toStorefrontPath(pathname);
    // One address per page: /about/ is /about.
    if (path && path !== pathname) {
      return reply.redirect(query === undefined ? path : `${path}?${query}`, 301);
    }
    const customer = await deps.currentCustomer(request);
    const priceRange = path === '/' ? enabledPriceRange(await deps.regions()) : null;
    const head = pageHead({
      path,
      meta: path ? PAGE_META[path] : NOT_FOUND_META,
      publicUrl: deps.publicUrl,
      priceRange,
    });
    const page = await deps.renderer(url, { path, head }, { customer, regions: deps.regions });
    // A signed-in customer's page carries their name: never stored by anyone but them.
    void reply.header('Cache-Control', customer ? 'private, no-store' : 'no-cache');
    void reply.header('Vary', 'Cookie');
    if (page.redirectTo) return reply.redirect(page.redirectTo, 302);
    return reply
      .status(path ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
}
