import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_TONNES } from '#domain/quantity';
import { deliveriesEndpoints } from '#shared/api/deliveries';
import { deliveriesAdminEndpoints } from '#shared/api/deliveries-admin';
import {
  deliveryNoteCustomerEndpoints,
  deliveryOutcomesAdminEndpoints,
} from '#shared/api/delivery-outcomes';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/idempotency';
import type { Database } from '#server/db/client';
import { auditSource } from '#server/http/audit-source';
import type { FileBody, ImplementEndpoints } from '#server/http/endpoints';
import type { DeliveriesService } from './deliveries.service.ts';
import type { DeliveryNoteFile, DeliveryNotes } from './delivery-notes.ts';
import type { DeliveryOutcomes } from './delivery-outcomes.service.ts';

/** A personal document: downloaded, never cached on the way, never indexed. */
function pdfFile(reply: FastifyReply, file: DeliveryNoteFile): FileBody {
  void reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
  return { content: file.pdf, fileName: file.fileName };
}

/** Checkout's delivery dates and a signed-in customer's last delivery details. */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  deps: {
    deliveries: DeliveriesService;
    notes: DeliveryNotes;
    db: Database;
    implement: ImplementEndpoints;
  },
): void {
  const { deliveries, notes } = deps;

  deps.implement(app, deliveryNoteCustomerEndpoints, {
    myDeliveryNotePdf: async ({ params, customerId, reply }) =>
      pdfFile(reply, await notes.forCustomer(deps.db, params.id, customerId)),
  });

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
  deps: {
    deliveries: DeliveriesService;
    outcomes: DeliveryOutcomes;
    notes: DeliveryNotes;
    db: Database;
    implement: ImplementEndpoints;
  },
): void {
  const { deliveries, outcomes, notes } = deps;
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

  deps.implement(app, deliveryOutcomesAdminEndpoints, {
    recordDelivered: async ({ params, body, headers, request }) =>
      outcomes.recordDelivered(params.id, body, headers[IDEMPOTENCY_KEY_HEADER], who(request)),

    recordNotDelivered: async ({ params, body, headers, request }) =>
      outcomes.recordNotDelivered(params.id, body, headers[IDEMPOTENCY_KEY_HEADER], who(request)),

    getDeliveryOutcome: async ({ params }) => ({ outcome: await outcomes.latest(params.id) }),

    deliveryNotePdf: async ({ params, reply }) =>
      pdfFile(reply, await notes.forAdmin(deps.db, params.id)),
  });
}
