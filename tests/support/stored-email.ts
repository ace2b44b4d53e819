// Test support only: the emails a test shop queued, read as their recipients will get them.
import { linkSealingKey, openLinks } from '#server/features/mail/sealed-links';
import type { EmailDocument } from '#server/db/email-document';
import { renderMessage as renderSent } from '#server/features/mail/templates/message';
import { TEST_SECRETS_KEY } from './test-app.ts';

const key = linkSealingKey(TEST_SECRETS_KEY);

/** A queued email's body with its sealed links opened, as the mail worker sends it. */
export function openedBody(body: EmailDocument): EmailDocument {
  const opened = openLinks(key, body);
  if (!opened) throw new Error('A link in the email does not open with the test secrets key');
  return opened;
}

/** A queued email rendered as the mail worker sends it, links opened. */
export function renderMessage<
  M extends { body: EmailDocument; to?: string; replyTo?: string | null },
>(message: M): ReturnType<typeof renderSent<M>> {
  return renderSent({ ...message, body: openedBody(message.body) });
}
