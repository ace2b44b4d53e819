import type { FastifyInstance } from 'fastify';
import {
  addClosedDay,
  createDeliveryRound,
  deleteDeliveryRound,
  listDeliveryRounds,
  removeClosedDay,
  updateDeliveryRound,
} from '#shared/api/delivery-rounds-admin';
import { auditSource } from '#server/http/audit-source';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { DeliveryRoundsService } from './delivery-rounds.service.ts';

/** The back office's rounds and closed days; registered inside the admin scope. */
export function registerDeliveryRoundsAdminRoutes(
  app: FastifyInstance,
  deps: { rounds: DeliveryRoundsService; route: EndpointRoutes },
): void {
  const { rounds, route } = deps;

  route(app, listDeliveryRounds, async () => rounds.list());

  route(app, createDeliveryRound, async ({ body, request }) =>
    rounds.create(body, auditSource(request, 'admin')),
  );

  route(app, updateDeliveryRound, async ({ params, body, request }) =>
    rounds.update(params.id, body, auditSource(request, 'admin')),
  );

  route(app, deleteDeliveryRound, async ({ params, request }) =>
    rounds.remove(params.id, auditSource(request, 'admin')),
  );

  route(app, addClosedDay, async ({ body, request }) =>
    rounds.closeDay(body, auditSource(request, 'admin')),
  );

  route(app, removeClosedDay, async ({ params, request }) =>
    rounds.reopenDay(params.id, auditSource(request, 'admin')),
  );
}
