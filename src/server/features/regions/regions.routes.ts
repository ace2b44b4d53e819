import type { FastifyInstance } from 'fastify';
import { listRegions, validatePostcode } from '#shared/api/regions';
import { answer, type EndpointRoutes } from '#server/http/endpoints';
import type { RegionsService } from './regions.service.ts';

export function registerRegionRoutes(
  app: FastifyInstance,
  deps: {
    regions: RegionsService;
    route: EndpointRoutes;
  },
): void {
  deps.route(app, listRegions, async () => deps.regions.listRegions());

  deps.route(app, validatePostcode, async ({ body }) => {
    const check = await deps.regions.checkPostcode(body.postcode);
    return check.status === 400 ? answer(400, check.result) : check.result;
  });
}
