import type { FastifyInstance } from 'fastify';
import { listRegions, validatePostcode } from '#shared/api/regions';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import { answer, type EndpointRoutes } from '#server/http/endpoints';
import type { RegionsService } from './regions.service.ts';

export function registerRegionRoutes(
  app: FastifyInstance,
  deps: {
    regions: RegionsService;
    deliveryPromise: Pick<DeliveryPromiseService, 'promise'>;
    route: EndpointRoutes;
  },
): void {
  deps.route(app, listRegions, async () => deps.regions.listRegions());

  deps.route(app, validatePostcode, async ({ body }) => {
    const check = await deps.regions.checkPostcode(body.postcode);
    if (check.status === 400) return answer(400, check.result);
    if (!check.result.valid || body.tonnes === undefined) return check.result;
    // Asked with tonnes: beside the spec's answer, the earliest day the lorry can bring them.
    const delivery = await deps.deliveryPromise.promise(check.result.postcode, body.tonnes);
    return { ...check.result, delivery };
  });
}
