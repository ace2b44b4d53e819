import { and, desc, eq, like } from 'drizzle-orm';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { renderMessage } from './stored-email.ts';
import type { TestApp } from './test-app.ts';

/** The newest verification link's token sent to `email`, read out of the email as a person would. */
export async function latestVerificationToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, 'Confirm your%')))
    .orderBy(desc(emailOutbox.id));
  if (!mail) throw new Error(`No verification email to ${email}`);
  const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(renderMessage(mail).text);
  // The link is removed once the email is sent: read it before anything kicks the mail worker.
  if (!match?.[1]) throw new Error('No verification link in the email');
  return match[1];
}

/** Proves the address as its owner does: the emailed link's page, then its button. */
export async function verifyByLink(t: TestApp, token: string): Promise<void> {
  const confirmed = await t.app.inject({ method: 'POST', url: `/verify-email/${token}` });
  if (confirmed.statusCode !== 200) {
    throw new Error(`Verification refused: ${confirmed.statusCode} ${confirmed.body}`);
  }
}
