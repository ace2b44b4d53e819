import type { EmailDocument } from '#server/db/email-document';

/** RFC 8058: the body a mail client POSTs to the List-Unsubscribe address. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

/**
 * The headers that let a mail client unsubscribe in one click (RFC 2369 and RFC 8058). The
 * https address comes first, as RFC 8058 asks; the mailto is for clients that only do email.
 */
export function unsubscribeHeaders(
  unsubscribeUrl: string,
  mailto?: string | null,
): Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string> {
  const targets = [unsubscribeUrl];
  if (mailto) targets.push(`mailto:${mailto}?subject=unsubscribe`);
  return {
    'List-Unsubscribe': targets.map((target) => `<${target}>`).join(', '),
    'List-Unsubscribe-Post': ONE_CLICK_BODY,
  };
}

/** The visible way out every marketing email ends with, added when it is sent. */
export function withUnsubscribeLink(body: EmailDocument, unsubscribeUrl: string): EmailDocument {
  return {
    ...body,
    blocks: [
      ...body.blocks,
      {
        kind: 'paragraph',
        muted: true,
        text: 'You get these emails because you asked for offers and delivery reminders.',
      },
      { kind: 'action', label: 'Unsubscribe', url: unsubscribeUrl },
    ],
  };
}
