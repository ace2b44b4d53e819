import type { FastifyInstance } from 'fastify';
import { CONTACT_THANKS, sendContactMessage } from '#shared/api/contact';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { ContactService } from './contact.service.ts';

export function registerContactRoutes(
  app: FastifyInstance,
  deps: { contact: ContactService; route: EndpointRoutes },
): void {
  deps.route(app, sendContactMessage, async ({ body }) => {
    await deps.contact.send(body);
    return { message: CONTACT_THANKS };
  });
}
