import { site } from '#shared/site';
import type { MailerMessage } from '../mailer.ts';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument } from './blocks.ts';
import { headerValue } from './format.ts';
import { renderHtml } from './html.ts';
import { renderText } from './text.ts';

/** Longest address RFC 5321 allows. */
const MAX_ADDRESS = 320;

/** Makes every header value single-line, whoever typed it; the body is rendered when sent. */
export function toOutboxMessage(
  body: EmailDocument,
  fields: Omit<OutboxMessage, 'body'>,
): OutboxMessage {
  return {
    ...fields,
    to: headerValue(fields.to, MAX_ADDRESS),
    replyTo: fields.replyTo ? headerValue(fields.replyTo, MAX_ADDRESS) : null,
    subject: headerValue(fields.subject),
    body,
  };
}

/** A queued message as the mailer sends it: its body in plain text and in HTML. */
export function renderMessage<M extends { body: EmailDocument }>(
  message: M,
): Omit<M, 'body'> & Pick<MailerMessage, 'text' | 'html'> {
  const { body, ...fields } = message;
  return { ...fields, text: renderText(body), html: renderHtml(body, site.tradingName) };
}
