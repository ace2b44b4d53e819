import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_TONNES } from '#domain/quantity';
import { deliveriesEndpoints } from '#shared/api/deliveries';
import { deliveriesAdminEndpoints } from '#shared/api/deliveries-admin';
import { auditSource } from '#server/http/audit-source';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { DeliveriesService } from './deliveries.service.ts';

/** Checkout's delivery dates and a signed-in customer's last delivery details. */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  deps: { deliveries: DeliveriesService; implement: ImplementEndpoints },
): void {
  const { deliveries } = deps;

  deps.implement(app, deliveriesEndpoints, {
    getDeliveryDates: async ({ query }) =>
      deliveries.deliveryDates(query.postcode, query.tonnes ?? DEFAULT_TONNES),

    getDeliveryTerms: async ({ reply }) => {
      void reply.header('Cache-Control', 'no-cache');
      return deliveries.deliveryTerms();
    },

    getSavedDeliveryDetails: async ({ customerId, reply }) => {
      void reply.header('Cache-Control', 'private, no-store');
      return { details: await deliveries.savedDetails(customerId) };
    },
  });
}

/** The back office's delivery planning; registered inside the admin scope. */
export function registerDeliveryAdminRoutes(
  app: FastifyInstance,
  deps: { deliveries: DeliveriesService; implement: ImplementEndpoints },
): void {
  const { deliveries } = deps;
  const who = (request: FastifyRequest) => ({
    log: request.log,
    source: auditSource(request, 'admin'),
  });

  deps.implement(app, deliveriesAdminEndpoints, {
    getDeliveriesBoard: async ({ query }) => deliveries.board(query),

    getDeliveryDrops: async ({ query }) => deliveries.drops(query),

    scheduleDeliveries: async ({ body, request }) => ({
      orders: await deliveries.scheduleDeliveries(body, who(request)),
    }),

    updateDeliveryStatus: async ({ params, body, request }) =>
      deliveries.changeDeliveryStatus(params.id, body, who(request)),
  });
}
