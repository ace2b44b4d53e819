import { invitationExpiresAt, statusChange, type InvitableRole } from '#domain/staff-roles';
import type { Person } from '#shared/schemas/people';
import { INVITATION_LINK_MESSAGE } from '#shared/schemas/people';
import type { Database } from '#server/db/client';
import type { Transaction } from '#server/db/transaction';
import { AppError } from '#server/http/app-error';
import type { Sessions } from '#server/http/sessions';
import { hashPassword } from '#server/security/password';
import { requireAcceptablePassword } from '#server/security/password-policy-check';
import { linkTokenHash, newLinkToken } from '#server/security/link-token';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import type { Outbox } from '../mail/outbox.ts';
import { staffInvitationEmail } from '../mail/templates/staff-invitation-email.ts';
import { createStaffRepo, type StaffRow } from './staff.repo.ts';

export const PEOPLE_MESSAGES = {
  notFound: 'Person not found',
  emailTaken: 'Someone with this email address is already in the back office.',
  cannotSuspend: 'This person cannot be suspended: they are the owner, or already suspended.',
  cannotReinstate: 'Only a suspended person can be reinstated.',
  notInvited: 'Only someone who has not yet accepted their invitation can be sent a new one.',
  invitationLink: INVITATION_LINK_MESSAGE,
  accepted: 'Your password is set. Sign in with your email address and this password.',
} as const;

export const toPerson = (row: StaffRow): Person => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The owner's management of the back office's people, and the invited person's link. */
export function createPeopleService(deps: {
  db: Database;
  transaction: Transaction;
  now: () => Date;
  outbox: Pick<Outbox, 'queue'>;
  audit: Pick<AuditLog, 'record'>;
  sessions: Pick<Sessions, 'destroyStaffSessions'>;
  /** Where the back office is: `<publicUrl>/<adminPath>`. */
  adminUrl: string;
}) {
  const { db, transaction, now, outbox, audit } = deps;

  async function existing(tx: Database, id: number): Promise<StaffRow> {
    const row = await createStaffRepo(tx).find(id);
    if (!row) throw new AppError('not_found', PEOPLE_MESSAGES.notFound);
    return row;
  }

  /** A new link for the person, its email queued in the same transaction. */
  async function sendInvitation(tx: Database, person: StaffRow): Promise<void> {
    const token = newLinkToken();
    const at = now();
    await createStaffRepo(tx).addInvitation({
      staffId: person.id,
      tokenHash: linkTokenHash(token),
      expiresAt: invitationExpiresAt(at),
      now: at,
    });
    const role = person.role === 'driver' ? 'driver' : 'office';
    const url = `${deps.adminUrl}#invitation=${encodeURIComponent(token)}`;
    await outbox.queue(tx, [
      staffInvitationEmail({ email: person.email ?? '', name: person.name, role }, url),
    ]);
  }

  async function changeStatus(
    id: number,
    action: 'suspend' | 'reinstate',
    source: AuditSource,
  ): Promise<Person> {
    return transaction(async (tx) => {
      const person = await existing(tx, id);
      const to = statusChange(
        { id, status: person.status, hasPassword: person.passwordHash !== null },
        action,
      );
      if (!to || !(await createStaffRepo(tx).setStatus(id, person.status, to, now()))) {
        throw new AppError(
          'conflict',
          action === 'suspend' ? PEOPLE_MESSAGES.cannotSuspend : PEOPLE_MESSAGES.cannotReinstate,
        );
      }
      // Suspension ends every session of theirs in the same transaction: at once, everywhere.
      if (to === 'suspended') await deps.sessions.destroyStaffSessions(id, tx);
      await audit.record(tx, {
        action: action === 'suspend' ? 'people.suspended' : 'people.reinstated',
        ...source,
        entity: { type: 'person', id },
        before: { status: person.status },
        after: { status: to },
      });
      return toPerson({ ...person, status: to });
    });
  }

  return {
    async list(): Promise<Person[]> {
      return (await createStaffRepo(db).list()).map(toPerson);
    },

    async invite(
      input: { email: string; name: string; role: InvitableRole },
      source: AuditSource,
    ): Promise<Person> {
      return transaction(async (tx) => {
        const repo = createStaffRepo(tx);
        const id = await repo.insert({ ...input, now: now() });
        if (id === null) throw new AppError('conflict', PEOPLE_MESSAGES.emailTaken);
        const person = await existing(tx, id);
        await sendInvitation(tx, person);
        await audit.record(tx, {
          action: 'people.invited',
          ...source,
          entity: { type: 'person', id },
          after: { role: input.role },
        });
        return toPerson(person);
      });
    },

    async resendInvitation(id: number, source: AuditSource): Promise<Person> {
      return transaction(async (tx) => {
        const person = await existing(tx, id);
        if (person.status !== 'invited') {
          throw new AppError('conflict', PEOPLE_MESSAGES.notInvited);
        }
        await sendInvitation(tx, person);
        await audit.record(tx, {
          action: 'people.invitation_resent',
          ...source,
          entity: { type: 'person', id },
        });
        return toPerson(person);
      });
    },

    suspend: (id: number, source: AuditSource) => changeStatus(id, 'suspend', source),
    reinstate: (id: number, source: AuditSource) => changeStatus(id, 'reinstate', source),

    /**
     * The invited person sets their password: the link is spent and the person becomes
     * active together, or neither (a refused password leaves the link usable).
     */
    async acceptInvitation(token: string, password: string, ip: string): Promise<void> {
      const tokenHash = linkTokenHash(token);
      await transaction(async (tx) => {
        const repo = createStaffRepo(tx);
        const at = now();
        const staffId = await repo.consumeInvitation(tokenHash, at);
        const person = staffId === null ? null : await repo.find(staffId);
        if (!person || person.status !== 'invited') {
          throw new AppError('gone', PEOPLE_MESSAGES.invitationLink);
        }
        await requireAcceptablePassword(password, {
          email: person.email ?? undefined,
          firstName: person.name,
        });
        await repo.activate(person.id, await hashPassword(password), at);
        await audit.record(tx, {
          action: 'people.invitation_accepted',
          actor: 'admin',
          ip,
          staffId: person.id,
          entity: { type: 'person', id: person.id },
        });
      });
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
