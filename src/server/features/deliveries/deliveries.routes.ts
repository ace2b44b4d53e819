import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_TONNES } from '#domain/quantity';
import {
  getDeliveryDates,
  getDeliveryTerms,
  getSavedDeliveryDetails,
} from '#shared/api/deliveries';
import {
  getDeliveriesBoard,
  getDeliveryDrops,
  scheduleDeliveries,
  updateDeliveryStatus,
} from '#shared/api/deliveries-admin';
import { auditSource } from '#server/http/audit-source';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { DeliveriesService } from './deliveries.service.ts';

/** Checkout's delivery dates and a signed-in customer's last delivery details. */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  deps: { deliveries: DeliveriesService; route: EndpointRoutes },
): void {
  const { deliveries, route } = deps;

  route(app, getDeliveryDates, async ({ query }) =>
    deliveries.deliveryDates(query.postcode, query.tonnes ?? DEFAULT_TONNES),
  );

  route(app, getDeliveryTerms, async ({ reply }) => {
    void reply.header('Cache-Control', 'no-cache');
    return deliveries.deliveryTerms();
  });

  route(app, getSavedDeliveryDetails, async ({ customerId, reply }) => {
    void reply.header('Cache-Control', 'private, no-store');
    return { details: await deliveries.savedDetails(customerId) };
  });
}

/** The back office's delivery planning; registered inside the admin scope. */
export function registerDeliveryAdminRoutes(
  app: FastifyInstance,
  deps: { deliveries: DeliveriesService; route: EndpointRoutes },
): void {
  const { deliveries, route } = deps;
  const who = (request: FastifyRequest) => ({
    log: request.log,
    source: auditSource(request, 'admin'),
  });

  route(app, getDeliveriesBoard, async ({ query }) => deliveries.board(query));

  route(app, getDeliveryDrops, async ({ query }) => deliveries.drops(query));

  route(app, scheduleDeliveries, async ({ body, request }) => ({
    orders: await deliveries.scheduleDeliveries(body, who(request)),
  }));

  route(app, updateDeliveryStatus, async ({ params, body, request }) =>
    deliveries.changeDeliveryStatus(params.id, body, who(request)),
  );
}
