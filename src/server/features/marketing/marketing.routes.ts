import type { FastifyInstance } from 'fastify';
import { marketingEndpoints } from '#shared/api/marketing';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { RouteRateLimit } from '#server/http/rate-limit';
import type { MarketingConsentService } from './marketing-consent.service.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';
import {
  renderConfirmPage,
  renderDonePage,
  renderInvalidPage,
  sendPage,
} from './unsubscribe-page.ts';

/** The signed-in customer's own choice, read and changed on the account page. */
export function registerMarketingConsentRoutes(
  app: FastifyInstance,
  deps: { consent: MarketingConsentService; implement: ImplementEndpoints },
): void {
  void app.register(async (scope) => {
    // Personal: no browser cache or proxy may keep a copy, a 401 included.
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });

    deps.implement(scope, marketingEndpoints, {
      getMarketingConsent: async ({ customerId }) => deps.consent.getMarketingConsent(customerId),

      updateMarketingConsent: async ({ body, customerId }) =>
        deps.consent.record(customerId, body.granted, 'account'),
    });
  });
}

/**
 * The unsubscribe link of marketing emails, signed in or not. GET only shows a button: link
 * scanners fetch links. POST is both that button and a mail client's one-click unsubscribe
 * (RFC 8058), which comes from another site with no cookies and no CSRF token: the signed
 * token is its whole authority, so the route takes writes from anywhere.
 */
export async function registerUnsubscribeRoutes(
  app: FastifyInstance,
  deps: {
    consent: Pick<MarketingConsentService, 'withdraw'>;
    links: Pick<UnsubscribeLinks, 'verify'>;
    rateLimit: (max: number) => RouteRateLimit;
  },
): Promise<void> {
  await app.register(async (scope) => {
    // RFC 8058's body is List-Unsubscribe=One-Click, form-encoded; whatever it says, a valid
    // token's POST unsubscribes, so the body is read and dropped, in this scope only.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, null),
    );
    // Generous: mail providers post many customers' unsubscribes from a few addresses.
    const config = { rateLimit: deps.rateLimit(300), crossSiteWrites: true };

    scope.get<{ Params: { token: string } }>('/unsubscribe/:token', { config }, (request, reply) =>
      deps.links.verify(request.params.token) === null
        ? sendPage(reply, 404, renderInvalidPage())
        : sendPage(reply, 200, renderConfirmPage()),
    );

    scope.post<{ Params: { token: string } }>(
      '/unsubscribe/:token',
      { config },
      async (request, reply) => {
        const customerId = deps.links.verify(request.params.token);
        if (customerId === null) return sendPage(reply, 404, renderInvalidPage());
        await deps.consent.withdraw(customerId, 'unsubscribe-link');
        return sendPage(reply, 200, renderDonePage());
      },
    );
  });
}
