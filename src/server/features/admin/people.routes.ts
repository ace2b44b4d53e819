import type { FastifyInstance } from 'fastify';
import { invitationEndpoints, peopleEndpoints } from '#shared/api/people';
import { auditSource } from '#server/http/audit-source';
import type { ImplementEndpoints } from '#server/http/endpoints';
import { PEOPLE_MESSAGES, type PeopleService } from './people.service.ts';

/** The owner's People tab (inside the admin scope, area 'people'). */
export function registerPeopleRoutes(
  admin: FastifyInstance,
  deps: { people: PeopleService; implement: ImplementEndpoints },
): void {
  const { people, implement } = deps;
  implement(admin, peopleEndpoints, {
    listPeople: async () => ({ people: await people.list() }),
    invitePerson: async ({ body, request }) => people.invite(body, auditSource(request, 'admin')),
    suspendPerson: async ({ params, request }) =>
      people.suspend(params.id, auditSource(request, 'admin')),
    reinstatePerson: async ({ params, request }) =>
      people.reinstate(params.id, auditSource(request, 'admin')),
    resendInvitation: async ({ params, request }) =>
      people.resendInvitation(params.id, auditSource(request, 'admin')),
  });
}

/** The invitation's link: public, as the person has no session yet. */
export function registerInvitationRoutes(
  app: FastifyInstance,
  deps: { people: PeopleService; implement: ImplementEndpoints },
): void {
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });
    deps.implement(scope, invitationEndpoints, {
      acceptInvitation: async ({ body, request }) => {
        await deps.people.acceptInvitation(body.token, body.password, request.ip);
        return { message: PEOPLE_MESSAGES.accepted };
      },
    });
  });
}
