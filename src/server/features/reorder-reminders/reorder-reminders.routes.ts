import type { FastifyInstance } from 'fastify';
import { reorderRemindersEndpoints } from '#shared/api/reorder-reminders';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { ReorderRemindersService } from './reorder-reminders.service.ts';

/** The signed-in customer's reminder switch, read and changed on the account page. */
export function registerReorderReminderRoutes(
  app: FastifyInstance,
  deps: { reminders: Pick<ReorderRemindersService, 'get' | 'set'>; implement: ImplementEndpoints },
): void {
  void app.register(async (scope) => {
    // Personal: no browser cache or proxy may keep a copy, a 401 included.
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });

    deps.implement(scope, reorderRemindersEndpoints, {
      getReorderReminders: async ({ customerId }) => deps.reminders.get(customerId),

      updateReorderReminders: async ({ body, customerId }) =>
        deps.reminders.set(customerId, body.enabled),
    });
  });
}
