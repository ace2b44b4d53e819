import { site } from '#shared/site';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument } from './blocks.ts';
import { headerValue } from './format.ts';
import { renderHtml } from './html.ts';
import { renderText } from './text.ts';

/** Longest address RFC 5321 allows. */
const MAX_ADDRESS = 320;

/** Renders both bodies and makes every header value single-line, whoever typed it. */
export function toOutboxMessage(
  doc: EmailDocument,
  fields: Omit<OutboxMessage, 'text' | 'html'>,
): OutboxMessage {
  return {
    ...fields,
    to: headerValue(fields.to, MAX_ADDRESS),
    replyTo: fields.replyTo ? headerValue(fields.replyTo, MAX_ADDRESS) : null,
    subject: headerValue(fields.subject),
    text: renderText(doc),
    html: renderHtml(doc, site.tradingName),
  };
}
