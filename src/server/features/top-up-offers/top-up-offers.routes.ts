import type { FastifyInstance } from 'fastify';
import { topUpOffersAdminEndpoints } from '#shared/api/top-up-offers-admin';
import { auditSource } from '#server/http/audit-source';
import { registerLinkPage } from '#server/http/link-page';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { RouteRateLimit } from '#server/http/rate-limit';
import { renderAcceptedPage, renderOfferPage, renderRefusedPage } from './top-up-offer-page.ts';
import { TOP_UP_PATH, type TopUpOffersService } from './top-up-offers.service.ts';

/** The back office's offers; registered inside the admin scope. */
export function registerTopUpOffersAdminRoutes(
  app: FastifyInstance,
  deps: { offers: TopUpOffersService; implement: ImplementEndpoints },
): void {
  deps.implement(app, topUpOffersAdminEndpoints, {
    listTopUpOffers: async () => deps.offers.list(),
    createTopUpOffer: async ({ body, request }) =>
      deps.offers.create(body, auditSource(request, 'admin')),
  });
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
  await registerLinkPage(app, {
    prefix: TOP_UP_PATH,
    rateLimit: deps.rateLimit,
    show: async (token) => renderOfferPage(await deps.offers.view(token)),
    act: async (token, request) => {
      await deps.offers.accept(token, {
        log: request.log,
        source: auditSource(request, 'customer'),
      });
      return renderAcceptedPage(await deps.offers.view(token));
    },
    refused: renderRefusedPage,
  });
}
