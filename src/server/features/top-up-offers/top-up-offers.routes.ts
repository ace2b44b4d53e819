import type { FastifyInstance } from 'fastify';
import { createTopUpOffer, listTopUpOffers } from '#shared/api/top-up-offers-admin';
import { LINK_RATE_PER_MINUTE } from '#shared/order-links';
import { auditSource } from '#server/http/audit-source';
import { sendLinkPage, sendRefusedLinkPage } from '#server/http/link-page';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { RouteRateLimit } from '#server/http/rate-limit';
import { renderAcceptedPage, renderOfferPage, renderRefusedPage } from './top-up-offer-page.ts';
import { TOP_UP_PATH, type TopUpOffersService } from './top-up-offers.service.ts';

/** The back office's offers; registered inside the admin scope. */
export function registerTopUpOffersAdminRoutes(
  app: FastifyInstance,
  deps: { offers: TopUpOffersService; route: EndpointRoutes },
): void {
  deps.route(app, listTopUpOffers, async () => deps.offers.list());
  deps.route(app, createTopUpOffer, async ({ body, request }) =>
    deps.offers.create(body, auditSource(request, 'admin')),
  );
}

/**
 * The offer's link: GET shows it, POST (its button) accepts it. The token in the address is
 * the whole authority, as with the unsubscribe link; the answers are pages, the refusals 4xx
 * pages with their reason.
 */
export async function registerTopUpOfferPage(
  app: FastifyInstance,
  deps: { offers: TopUpOffersService; rateLimit: (max: number) => RouteRateLimit },
): Promise<void> {
  await app.register(async (scope) => {
    // The button's form has no fields: whatever a body says, it is read and dropped.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, null),
    );
    const config = { rateLimit: deps.rateLimit(LINK_RATE_PER_MINUTE) };
    const route = `${TOP_UP_PATH}:token`;

    scope.get<{ Params: { token: string } }>(route, { config }, async (request, reply) => {
      try {
        return sendLinkPage(
          reply,
          200,
          renderOfferPage(await deps.offers.view(request.params.token)),
        );
      } catch (error) {
        return sendRefusedLinkPage(reply, error, renderRefusedPage);
      }
    });

    scope.post<{ Params: { token: string } }>(route, { config }, async (request, reply) => {
      const { token } = request.params;
      try {
        await deps.offers.accept(token, {
          log: request.log,
          source: auditSource(request, 'customer'),
        });
        return sendLinkPage(reply, 200, renderAcceptedPage(await deps.offers.view(token)));
      } catch (error) {
        return sendRefusedLinkPage(reply, error, renderRefusedPage);
      }
    });
  });
}
