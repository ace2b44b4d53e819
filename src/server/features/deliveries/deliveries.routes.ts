import type { FastifyInstance } from 'fastify';
import {
  DeliveriesQuerySchema,
  DeliveryDatesQuerySchema,
  DeliveryDropsQuerySchema,
  DeliveryStatusUpdateSchema,
  ScheduleDeliveriesSchema,
} from '#shared/schemas/delivery';
import { auditSource } from '#server/http/audit-source';
import type { RouteRateLimit } from '#server/http/rate-limit';
import type { Sessions } from '#server/http/sessions';
import { idParam, validate } from '#server/http/validate';
import type { DeliveriesService } from './deliveries.service.ts';

/** Checkout's delivery dates and a signed-in customer's last delivery details. */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  deps: {
    deliveries: DeliveriesService;
    sessions: Pick<Sessions, 'requireCustomer'>;
    rateLimit: (max: number) => RouteRateLimit;
  },
): void {
  app.get('/api/delivery-dates', { config: { rateLimit: deps.rateLimit(60) } }, async (request) => {
    const { postcode } = validate(DeliveryDatesQuerySchema, request.query);
    return deps.deliveries.deliveryDates(postcode);
  });

  app.get('/api/customers/me/delivery-details', async (request, reply) => {
    const customerId = await deps.sessions.requireCustomer(request);
    void reply.header('Cache-Control', 'private, no-store');
    return { details: await deps.deliveries.savedDetails(customerId) };
  });
}

/** The back office's delivery planning; registered inside the admin scope. */
export function registerDeliveryAdminRoutes(
  app: FastifyInstance,
  deps: { deliveries: DeliveriesService },
): void {
  const { deliveries } = deps;

  app.get('/api/deliveries', async (request) =>
    deliveries.board(validate(DeliveriesQuerySchema, request.query)),
  );

  app.get('/api/deliveries/drops', async (request) =>
    deliveries.drops(validate(DeliveryDropsQuerySchema, request.query)),
  );

  app.post('/api/deliveries/schedule', async (request) => ({
    orders: await deliveries.scheduleDeliveries(validate(ScheduleDeliveriesSchema, request.body), {
      log: request.log,
      source: auditSource(request, 'admin'),
    }),
  }));

  app.patch('/api/orders/:id/delivery', async (request) => {
    const id = idParam(request.params, 'Invalid order ID');
    return deliveries.changeDeliveryStatus(id, validate(DeliveryStatusUpdateSchema, request.body), {
      log: request.log,
      source: auditSource(request, 'admin'),
    });
  });
}
