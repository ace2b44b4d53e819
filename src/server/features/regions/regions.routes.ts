import type { FastifyInstance } from 'fastify';
import { ValidatePostcodeRequestSchema } from '#shared/schemas/regions';
import type { RouteRateLimit } from '#server/http/rate-limit';
import { validate } from '#server/http/validate';
import type { RegionsService } from './regions.service.ts';

export function registerRegionRoutes(
  app: FastifyInstance,
  deps: { regions: RegionsService; rateLimit: (max: number) => RouteRateLimit },
): void {
  app.get('/api/regions', async () => deps.regions.listRegions());

  app.post(
    '/api/validate-postcode',
    { config: { rateLimit: deps.rateLimit(120) } },
    async (request, reply) => {
      const { postcode } = validate(ValidatePostcodeRequestSchema, request.body);
      const check = await deps.regions.checkPostcode(postcode);
      return reply.status(check.status).send(check.result);
    },
  );
}
