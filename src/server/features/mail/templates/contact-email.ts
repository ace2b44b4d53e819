import { site } from '#shared/site';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument } from '#server/db/email-document';
import { toOutboxMessage } from './message.ts';

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A contact-form message, to customer service; replying answers the visitor. */
export function contactMessageEmail(input: ContactMessageInput, to: string): OutboxMessage {
  const doc: EmailDocument = {
    title: `Contact form: ${input.subject}`,
    preheader: `${input.name} wrote: ${input.message.slice(0, 120)}`,
    blocks: [
      { kind: 'heading', text: 'New message from the contact form' },
      {
        kind: 'table',
        rows: [
          { label: 'Name', value: input.name },
          { label: 'Email', value: input.email },
          { label: 'Subject', value: input.subject },
        ],
      },
      { kind: 'quote', text: input.message },
      {
        kind: 'paragraph',
        text: `Reply to this email to answer ${input.name}. The website promises a reply within 24 hours.`,
        muted: true,
      },
    ],
    footer: [`Sent by the ${site.tradingName} web shop.`],
  };
  return toOutboxMessage(doc, {
    to,
    replyTo: input.email,
    subject: `Contact form: ${input.subject}`,
  });
}

/**
 * What the visitor wrote, read back from a queued contact-form email; null for any other email.
 * The email is the only place the shop keeps a contact message.
 */
export function readContactMessage(
  doc: EmailDocument,
): { name: string; subject: string; message: string } | null {
  const table = doc.blocks.find((block) => block.kind === 'table');
  const quote = doc.blocks.find((block) => block.kind === 'quote');
  if (!doc.title.startsWith('Contact form: ') || !table || !quote) return null;
  const value = (label: string) => table.rows.find((row) => row.label === label)?.value ?? '';
  return { name: value('Name'), subject: value('Subject'), message: quote.text };
}
