import type { FastifyInstance } from 'fastify';
import { ContactMessageSchema } from '#shared/schemas/contact';
import type { RouteRateLimit } from '#server/http/rate-limit';
import { validate } from '#server/http/validate';
import type { ContactService } from './contact.service.ts';

export function registerContactRoutes(
  app: FastifyInstance,
  deps: { contact: ContactService; rateLimit: (max: number) => RouteRateLimit },
): void {
  app.post('/api/contact', { config: { rateLimit: deps.rateLimit(5) } }, async (request) => {
    await deps.contact.send(validate(ContactMessageSchema, request.body));
    return { message: "Thank you for your message. We'll get back to you within 24 hours." };
  });
}
