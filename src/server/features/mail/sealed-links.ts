import { isSealed, openSecret, sealingKey, sealSecret } from '#server/security/sealed-secret';
import type { EmailDocument } from '#server/db/email-document';

/**
 * Where a queued email's link is sealed for: the AES-GCM context of every link in the outbox.
 * The row's id is not known when it is written, so a sealed link opens in any outbox row; it
 * opens nowhere else.
 */
const LINK_CONTEXT = 'email_outbox.body.action.url';

/** The outbox's sealing key, from SECRETS_KEY (as the two-factor seed's). */
export const linkSealingKey = (secretsKey: string): Buffer => sealingKey(secretsKey);

/**
 * The email with the address of every link ('action' block) sealed. Links carry live
 * credentials (a password reset or verification token, a top-up offer, a tracking or invoice
 * link): sealed before the row is written, the plaintext never reaches the database, so no
 * dead row version, WAL segment or backup holds a usable one.
 */
export function sealLinks(key: Buffer, body: EmailDocument): EmailDocument {
  return {
    ...body,
    blocks: body.blocks.map((block) =>
      block.kind === 'action' && !isSealed(block.url)
        ? { ...block, url: sealSecret(key, block.url, LINK_CONTEXT) }
        : block,
    ),
  };
}

/**
 * The email as it is sent: every sealed link opened. A link written before links were sealed is
 * left as it is. Null when a link does not open (sealed with another SECRETS_KEY, or altered).
 */
export function openLinks(key: Buffer, body: EmailDocument): EmailDocument | null {
  const blocks: EmailDocument['blocks'] = [];
  for (const block of body.blocks) {
    if (block.kind !== 'action' || !isSealed(block.url)) {
      blocks.push(block);
      continue;
    }
    const url = openSecret(key, block.url, LINK_CONTEXT);
    if (url === null) return null;
    blocks.push({ ...block, url });
  }
  return { ...body, blocks };
}
