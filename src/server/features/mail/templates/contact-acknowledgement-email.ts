import { CONTACT_THANKS } from '#shared/api/contact';
import { site } from '#shared/site';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument } from '#server/db/email-document';
import { businessFooter } from './format.ts';
import { toOutboxMessage } from './message.ts';
import type { ContactMessageInput } from './contact-email.ts';

export const CONTACT_ACKNOWLEDGEMENT_SUBJECT = `We have your message - ${site.tradingName}`;

/**
 * To the contact form's sender: their message back and the reply time the contact page
 * promises (the page's own words). The subject is the shop's, not the visitor's: the form takes
 * any address, and a subject chosen by whoever typed it would be theirs to send to a stranger.
 */
export function contactAcknowledgementEmail(
  input: ContactMessageInput,
  customerServiceEmail: string,
): OutboxMessage {
  const doc: EmailDocument = {
    title: CONTACT_ACKNOWLEDGEMENT_SUBJECT,
    preheader: CONTACT_THANKS,
    blocks: [
      { kind: 'heading', text: 'We have your message' },
      { kind: 'paragraph', text: `Dear ${input.name},` },
      { kind: 'paragraph', text: CONTACT_THANKS },
      {
        kind: 'table',
        title: 'Your message',
        rows: [{ label: 'Subject', value: input.subject }],
      },
      { kind: 'quote', text: input.message },
      {
        kind: 'paragraph',
        muted: true,
        text: `Anything to add? Reply to this email. If you did not write to us, you can ignore it.`,
      },
    ],
    footer: businessFooter(),
  };
  return toOutboxMessage(doc, {
    to: input.email,
    replyTo: customerServiceEmail,
    subject: CONTACT_ACKNOWLEDGEMENT_SUBJECT,
  });
}
