import type { FastifyInstance } from 'fastify';
import { TRACK_PAGE } from '#shared/storefront-pages';
import type { TrackingResult } from '#shared/tracking';
import type { RouteRateLimit } from '#server/http/rate-limit';
import { LINK_RATE_PER_MINUTE } from '#shared/order-links';
import { encodePage, preferredEncoding } from './page-encoding.ts';
import { pageHead } from './page-head.ts';
import type { PageRenderer } from './page-renderer.ts';

/**
 * GET /track/<token>: an order's timeline rendered on the server like any storefront page,
 * for whoever holds the link. An unknown token answers 404 with a friendly page, an expired or
 * revoked one 410 with a page saying how else to see the order. Never cached or indexed, and
 * the token never leaves in a Referer.
 */
export function registerTrackPage(
  app: FastifyInstance,
  deps: {
    renderer: PageRenderer;
    publicUrl: string;
    trackOrder: (token: string) => Promise<TrackingResult>;
    rateLimit: (max: number) => RouteRateLimit;
  },
): void {
  const head = pageHead({
    path: null,
    title: TRACK_PAGE.title,
    seo: TRACK_PAGE,
    publicUrl: deps.publicUrl,
    offer: null,
  });
  const limited = { config: { rateLimit: deps.rateLimit(LINK_RATE_PER_MINUTE) } };
  app.get<{ Params: { token: string } }>(TRACK_PAGE.route, limited, async (request, reply) => {
    const { token } = request.params;
    const order = await deps.trackOrder(token);
    const page = await deps.renderer(
      `${TRACK_PAGE.pathPrefix}${token}`,
      { screen: TRACK_PAGE.screen, head },
      {
        customer: null,
        regions: async () => [],
        privacy: () => Promise.reject(new Error('A tracking page states no privacy facts')),
        deliveryTerms: () => Promise.reject(new Error('A tracking page states no delivery terms')),
        certificates: () => Promise.reject(new Error('A tracking page states no certificates')),
        tracked: { token, order },
      },
    );
    void reply
      .status(order === 'expired' ? 410 : order ? 200 : 404)
      .header('Cache-Control', 'private, no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(encodePage(page.html, encoding));
  });
}
