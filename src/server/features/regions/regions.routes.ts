import type { FastifyInstance } from 'fastify';
import { listRegions } from '#shared/api/regions';
import { ValidatePostcodeRequestSchema } from '#shared/schemas/regions';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { RouteRateLimit } from '#server/http/rate-limit';
import { validate } from '#server/http/validate';
import type { RegionsService } from './regions.service.ts';

export function registerRegionRoutes(
  app: FastifyInstance,
  deps: {
    regions: RegionsService;
    rateLimit: (max: number) => RouteRateLimit;
    route: EndpointRoutes;
  },
): void {
  deps.route(app, listRegions, async () => deps.regions.listRegions());

  // Undeclared (#shared/api/regions): an unserved postcode is a 400 result, not an error.

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
