import type { FastifyInstance, FastifyRequest } from 'fastify';
import { regionsEndpoints } from '#shared/api/regions';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import { answer, type ImplementEndpoints } from '#server/http/endpoints';
import { lineQuote, type QuotingCustomer } from './line-quote.ts';
import type { RegionsService } from './regions.service.ts';

export function registerRegionRoutes(
  app: FastifyInstance,
  deps: {
    regions: RegionsService;
    deliveryPromise: Pick<DeliveryPromiseService, 'promise'>;
    /** The session's customer's terms, or null for a guest (from the session only). */
    quotingCustomer: (request: FastifyRequest) => Promise<QuotingCustomer | null>;
    now: () => Date;
    implement: ImplementEndpoints;
  },
): void {
  deps.implement(app, regionsEndpoints, {
    listRegions: async () => deps.regions.listRegions(),

    validatePostcode: async ({ body, request }) => {
      const check = await deps.regions.checkPostcode(body.postcode);
      if (check.status === 400) return answer(400, check.result);
      if (!check.result.valid || body.tonnes === undefined) return check.result;
      // Asked with tonnes: beside the spec's answer, the earliest day the lorry can bring them,
      // and their price for whoever is asking (the cart is priced by this answer).
      const [delivery, customer] = await Promise.all([
        deps.deliveryPromise.promise(check.result.postcode, body.tonnes),
        deps.quotingCustomer(request),
      ]);
      const quote = lineQuote(check.result.region, body.tonnes, customer, deps.now());
      return { ...check.result, delivery, quote };
    },
  });
}
