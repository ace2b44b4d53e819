import { MessageResponseSchema } from '../schemas/customers.ts';
import { idParams } from '../schemas/params.ts';
import {
  AcceptInvitationSchema,
  InvitePersonSchema,
  PeopleSchema,
  PersonSchema,
} from '../schemas/people.ts';
import { defineEndpoint } from './endpoint.ts';
import { defineAuditArea, type ActionsOf } from '../audit-vocabulary.ts';

// The back office's people: the owner invites, suspends and reinstates (decision 044).

const personParams = idParams('Person not found');

export const listPeople = defineEndpoint({
  method: 'GET',
  path: '/api/admin/people',
  summary: 'Everyone who may sign in to the back office, with their role, status and last sign-in',
  access: 'admin',
  area: 'people',
  response: { status: 200, schema: PeopleSchema },
});

export const invitePerson = defineEndpoint({
  method: 'POST',
  path: '/api/admin/people',
  summary: 'Invite a person by email: they set their password from the link (7 days, once)',
  access: 'admin',
  area: 'people',
  body: InvitePersonSchema,
  response: { status: 201, schema: PersonSchema },
});

export const suspendPerson = defineEndpoint({
  method: 'POST',
  path: '/api/admin/people/:id/suspend',
  summary: 'Suspend a person: their sessions end at once and they cannot sign in',
  access: 'admin',
  area: 'people',
  params: personParams,
  response: { status: 200, schema: PersonSchema },
});

export const reinstatePerson = defineEndpoint({
  method: 'POST',
  path: '/api/admin/people/:id/reinstate',
  summary: 'Let a suspended person sign in again',
  access: 'admin',
  area: 'people',
  params: personParams,
  response: { status: 200, schema: PersonSchema },
});

export const resendInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/people/:id/invitation',
  summary: 'Send an invited person a new link; the earlier ones stop working',
  access: 'admin',
  area: 'people',
  params: personParams,
  response: { status: 200, schema: PersonSchema },
});

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/invitation',
  summary: "An invitation's link: the person sets their password (the shop's password policy)",
  access: 'public',
  perMinute: 10,
  body: AcceptInvitationSchema,
  response: { status: 200, schema: MessageResponseSchema },
});

export const peopleEndpoints = {
  listPeople,
  invitePerson,
  suspendPerson,
  reinstatePerson,
  resendInvitation,
};

export const invitationEndpoints = { acceptInvitation };

/** What the audit log records of this area, and how the Audit tab names it. */
export const peopleAudit = defineAuditArea('people', 'Back-office people', {
  invited: 'People: person invited',
  invitation_resent: 'People: invitation sent again',
  invitation_accepted: 'People: invitation accepted, password set',
  suspended: 'People: person suspended',
  reinstated: 'People: person reinstated',
  access_refused: 'People: back-office screen refused for their role',
});
declare module '#shared/audit-vocabulary' {
  interface AuditActions extends ActionsOf<typeof peopleAudit> {}
}
