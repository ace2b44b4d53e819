import { and, desc, eq, like } from 'drizzle-orm';
import type { InvitableRole } from '#domain/staff-roles';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { adminCookieFrom } from './admin.ts';
import { renderMessage } from './stored-email.ts';
import type { TestApp } from './test-app.ts';

/** A password the shop's policy accepts, for the people tests invite. */
export const STAFF_PASSWORD = 'Quiet harbour violin meadow 47';

export const invite = (
  t: TestApp,
  owner: string,
  person: { email: string; name: string; role: InvitableRole },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/people',
    payload: person,
    headers: { cookie: owner },
  });

/** The newest invitation link's token sent to `email`, read out of the email as a person would. */
export async function latestInvitationToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, '%back-office sign-in')))
    .orderBy(desc(emailOutbox.id));
  if (!mail) throw new Error(`No invitation email to ${email}`);
  const match = /#invitation=([A-Za-z0-9_-]+)/.exec(renderMessage(mail).text);
  if (!match?.[1]) throw new Error('No invitation link in the email');
  return match[1];
}

export const acceptInvitation = (t: TestApp, token: string, password = STAFF_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/admin/invitation', payload: { token, password } });

export const signInPerson = (t: TestApp, email: string, password = STAFF_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/admin/authenticate', payload: { email, password } });

/** Invites a person, accepts the invitation and signs them in: their id and session cookie. */
export async function signedInPerson(
  t: TestApp,
  owner: string,
  person: { email: string; name: string; role: InvitableRole },
): Promise<{ id: number; cookie: string }> {
  const invited = await invite(t, owner, person);
  if (invited.statusCode !== 201) throw new Error(`Invite refused: ${invited.body}`);
  const accepted = await acceptInvitation(t, await latestInvitationToken(t, person.email));
  if (accepted.statusCode !== 200) throw new Error(`Acceptance refused: ${accepted.body}`);
  const signedIn = await signInPerson(t, person.email);
  const cookie = adminCookieFrom(signedIn);
  if (signedIn.statusCode !== 200 || !cookie) throw new Error(`Sign-in refused: ${signedIn.body}`);
  return { id: invited.json<{ id: number }>().id, cookie };
}
