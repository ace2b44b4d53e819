import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LINK_RATE_PER_MINUTE } from '#shared/order-links';
import { AppError } from './app-error.ts';
import type { RouteRateLimit } from './rate-limit.ts';

/**
 * Answers a plain page opened from an email's link (a top-up offer, an email to verify): kept
 * by no cache, sending no referrer that would carry the link's token, and left out of search.
 */
function sendLinkPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(html);
}

/**
 * `<prefix><token>`: GET shows the page, and only its button's POST acts, as mail scanners open
 * links and must change nothing by doing so. The token is the whole authority; a refusal
 * (unknown, used, expired...) is its page with the refusal's 4xx status.
 */
export async function registerLinkPage(
  app: FastifyInstance,
  page: {
    prefix: string;
    rateLimit: (max: number) => RouteRateLimit;
    show: (token: string) => Promise<string>;
    act: (token: string, request: FastifyRequest) => Promise<string>;
    refused: (message: string) => string;
  },
): Promise<void> {
  await app.register(async (scope) => {
    // The button's form has no fields: whatever a body says, it is read and dropped.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, null),
    );
    const config = { rateLimit: page.rateLimit(LINK_RATE_PER_MINUTE) };
    const route = `${page.prefix}:token`;
    const answer = async (reply: FastifyReply, render: () => Promise<string>) => {
      try {
        return sendLinkPage(reply, 200, await render());
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return sendLinkPage(reply, error.statusCode, page.refused(error.message));
      }
    };
    scope.get<{ Params: { token: string } }>(route, { config }, (request, reply) =>
      answer(reply, () => page.show(request.params.token)),
    );
    scope.post<{ Params: { token: string } }>(route, { config }, (request, reply) =>
      answer(reply, () => page.act(request.params.token, request)),
    );
  });
}
