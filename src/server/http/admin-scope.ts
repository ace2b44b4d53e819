import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayUse } from '#domain/staff-roles';
import { AppError } from './app-error.ts';
import { ADMIN_SCOPE } from './endpoints.ts';
import type { AdminPerson, Sessions } from './sessions.ts';

export const NOT_YOUR_ROLE_MESSAGE =
  'Your role does not give you access to this part of the back office.';

/**
 * Registers back-office routes in their own encapsulated scope, whose first hook refuses any
 * request without a live admin session (401) before its body is even read, and then any
 * request whose endpoint's area the person's role may not use (403, told to `refused` so it is
 * audited). A route added here cannot forget either check; a customer session does not pass.
 * Answers are never cached.
 */
export async function registerAdminScope(
  app: FastifyInstance,
  sessions: Pick<Sessions, 'requireAdmin'>,
  register: (scope: FastifyInstance) => void | Promise<void>,
  refused: (request: FastifyRequest, person: AdminPerson) => Promise<void> = async () => {},
): Promise<void> {
  await app.register(async (scope) => {
    scope.decorate(ADMIN_SCOPE, true);
    scope.addHook('onRequest', async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const person = await sessions.requireAdmin(request);
      await requireArea(request, person, refused);
    });
    await register(scope);
  });
}

/** The role check of a back-office request, by the area its endpoint declares. */
export async function requireArea(
  request: FastifyRequest,
  person: AdminPerson,
  refused: (request: FastifyRequest, person: AdminPerson) => Promise<void>,
): Promise<void> {
  if (mayUse(person.role, request.routeOptions.config.area)) return;
  await refused(request, person);
  throw new AppError('forbidden', NOT_YOUR_ROLE_MESSAGE);
}
