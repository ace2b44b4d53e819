import type { FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Answers a plain page opened from an email's link (a top-up offer, an email to verify): kept
 * by no cache, sending no referrer that would carry the link's token, and left out of search.
 */
export function sendLinkPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(html);
}

/** A link's refusal (unknown, used, expired...) as its page, with the refusal's status. */
export function sendRefusedLinkPage(
  reply: FastifyReply,
  error: unknown,
  render: (message: string) => string,
) {
  if (!(error instanceof AppError)) throw error;
  return sendLinkPage(reply, error.statusCode, render(error.message));
}
