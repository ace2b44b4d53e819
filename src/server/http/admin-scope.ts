import type { FastifyInstance } from 'fastify';
import { ADMIN_SCOPE } from './endpoints.ts';
import type { Sessions } from './sessions.ts';

/**
 * Registers back-office routes in their own encapsulated scope, whose first hook refuses any
 * request without a live admin session (401) before its body is even read. A route added here
 * cannot forget the check; a customer session does not pass. Answers are never cached.
 */
export async function registerAdminScope(
  app: FastifyInstance,
  sessions: Pick<Sessions, 'requireAdmin'>,
  register: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.decorate(ADMIN_SCOPE, true);
    scope.addHook('onRequest', async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      await sessions.requireAdmin(request);
    });
    await register(scope);
  });
}
