import type { FastifyInstance } from 'fastify';
import { CONTACT_THANKS, contactEndpoints } from '#shared/api/contact';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { ContactService } from './contact.service.ts';

export function registerContactRoutes(
  app: FastifyInstance,
  deps: { contact: ContactService; implement: ImplementEndpoints },
): void {
  deps.implement(app, contactEndpoints, {
    sendContactMessage: async ({ body }) => {
      await deps.contact.send(body);
      return { message: CONTACT_THANKS };
    },
  });
}
