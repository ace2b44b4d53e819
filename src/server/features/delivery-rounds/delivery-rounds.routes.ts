import type { FastifyInstance } from 'fastify';
import { deliveryRoundsAdminEndpoints } from '#shared/api/delivery-rounds-admin';
import { auditSource } from '#server/http/audit-source';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { DeliveryRoundsService } from './delivery-rounds.service.ts';

/** The back office's rounds and closed days; registered inside the admin scope. */
export function registerDeliveryRoundsAdminRoutes(
  app: FastifyInstance,
  deps: { rounds: DeliveryRoundsService; implement: ImplementEndpoints },
): void {
  const { rounds, implement } = deps;

  implement(app, deliveryRoundsAdminEndpoints, {
    listDeliveryRounds: async () => rounds.list(),

    createDeliveryRound: async ({ body, request }) =>
      rounds.create(body, auditSource(request, 'admin')),

    updateDeliveryRound: async ({ params, body, request }) =>
      rounds.update(params.id, body, auditSource(request, 'admin')),

    deleteDeliveryRound: async ({ params, request }) =>
      rounds.remove(params.id, auditSource(request, 'admin')),

    addClosedDay: async ({ body, request }) => rounds.closeDay(body, auditSource(request, 'admin')),

    removeClosedDay: async ({ params, request }) =>
      rounds.reopenDay(params.id, auditSource(request, 'admin')),
  });
}
