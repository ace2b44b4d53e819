import { linkDefanger } from '#domain/defang-links';
import { site } from '#shared/site';
import type { MailerMessage } from '../mailer.ts';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { Block, EmailDocument } from '#server/db/email-document';
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

/**
 * Every text of the email, not only the fields a visitor fills in, is made unable to become a
 * link (#domain/defang-links): names, companies and notes are woven into sentences ("Dear
 * ..."), and a template that forgot to mark one would hand a stranger's link to the next
 * recipient in the shop's own email. The shop's links are buttons (`action`), left alone; the
 * shop's addresses and the message's own recipients stay as written.
 */
function textOnly(doc: EmailDocument, keep: readonly string[]): EmailDocument {
  const plain = linkDefanger(keep);
  const block = (b: Block): Block => {
    switch (b.kind) {
      case 'heading':
      case 'paragraph':
      case 'quote':
        return { ...b, text: plain(b.text) };
      case 'table':
        return {
          ...b,
          ...(b.title === undefined ? {} : { title: plain(b.title) }),
          rows: b.rows.map((row) => ({ ...row, label: plain(row.label), value: plain(row.value) })),
        };
      case 'steps':
        return { ...b, title: plain(b.title), items: b.items.map(plain) };
      case 'action':
        return { ...b, label: plain(b.label) };
    }
  };
  return {
    title: plain(doc.title),
    preheader: plain(doc.preheader),
    blocks: doc.blocks.map(block),
    footer: doc.footer.map(plain),
  };
}

/** A queued message as the mailer sends it: its body in plain text and in HTML. */
export function renderMessage<
  M extends { body: EmailDocument; to?: string; replyTo?: string | null },
>(message: M): Omit<M, 'body'> & Pick<MailerMessage, 'text' | 'html'> {
  const { body, ...fields } = message;
  const keep = [site.email, site.ordersEmail, message.to ?? '', message.replyTo ?? ''];
  const doc = textOnly(body, keep);
  return { ...fields, text: renderText(doc), html: renderHtml(doc, site.tradingName) };
}
