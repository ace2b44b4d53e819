import { INVITATION_DAYS } from '#domain/staff-roles';
import { site } from '#shared/site';
import type { EmailDocument } from '#server/db/email-document';
import type { OutboxMessage } from '../outbox.repo.ts';
import { toOutboxMessage } from './message.ts';

const ROLE_WORDS = { office: 'the office', driver: 'a driver' } as const;

/** To a person the owner invited to the back office: the link sets their password. */
export function staffInvitationEmail(
  person: { email: string; name: string; role: keyof typeof ROLE_WORDS },
  url: string,
): OutboxMessage {
  const subject = `Your ${site.tradingName} back-office sign-in`;
  const doc: EmailDocument = {
    title: 'Set your back-office password',
    preheader: `Use this link within ${INVITATION_DAYS} days to choose your password.`,
    blocks: [
      { kind: 'heading', text: `Hello ${person.name}` },
      {
        kind: 'paragraph',
        text: `You have been invited to the ${site.tradingName} back office as ${ROLE_WORDS[person.role]}. Choose your password with the link below, then sign in with this email address and that password.`,
      },
      { kind: 'action', label: 'Choose your password', url },
      {
        kind: 'paragraph',
        text: `The link works once and expires after ${INVITATION_DAYS} days. If you were not expecting this, you can ignore this email.`,
        muted: true,
      },
    ],
    footer: [`Sent by the ${site.tradingName} web shop.`],
  };
  return toOutboxMessage(doc, { to: person.email, subject });
}
