import {
  ClosedDayInputSchema,
  ClosedDaySchema,
  DeliveryRemovedSchema,
  DeliveryRoundInputSchema,
  DeliveryRoundSchema,
  DeliveryRoundsSchema,
} from '../schemas/delivery-rounds.ts';
import { idParams } from '../schemas/params.ts';
import { defineEndpoint } from './endpoint.ts';
import { defineAuditArea, type ActionsOf } from '../audit-vocabulary.ts';

// The back office's delivery rounds (which lorries go where on which weekdays) and the days
// they do not run. Every change is audited; a refused round stores nothing.

export const listDeliveryRounds = defineEndpoint({
  method: 'GET',
  path: '/api/admin/delivery-rounds',
  summary: 'Every delivery round and every closed day',
  access: 'admin',
  area: 'deliveries',
  response: { status: 200, schema: DeliveryRoundsSchema },
});

export const createDeliveryRound = defineEndpoint({
  method: 'POST',
  path: '/api/admin/delivery-rounds',
  summary: 'Add a round; refused (400, per field) when unsound or overlapping another (audited)',
  access: 'admin',
  area: 'deliveries',
  body: DeliveryRoundInputSchema,
  response: { status: 201, schema: DeliveryRoundSchema },
});

export const updateDeliveryRound = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/delivery-rounds/:id',
  summary:
    'Replace a round; refused (400, per field) when unsound or overlapping another (audited)',
  access: 'admin',
  area: 'deliveries',
  params: idParams('Invalid round ID'),
  body: DeliveryRoundInputSchema,
  response: { status: 200, schema: DeliveryRoundSchema },
});

export const deleteDeliveryRound = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/delivery-rounds/:id',
  summary: 'Delete a round and its own closed days (audited)',
  access: 'admin',
  area: 'deliveries',
  params: idParams('Invalid round ID'),
  response: { status: 200, schema: DeliveryRemovedSchema },
});

export const addClosedDay = defineEndpoint({
  method: 'POST',
  path: '/api/admin/delivery-closed-days',
  summary: 'Close a day for one round or for all; 409 when it is closed already (audited)',
  access: 'admin',
  area: 'deliveries',
  body: ClosedDayInputSchema,
  response: { status: 201, schema: ClosedDaySchema },
});

export const removeClosedDay = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/delivery-closed-days/:id',
  summary: 'Open a closed day again (audited)',
  access: 'admin',
  area: 'deliveries',
  params: idParams('Invalid closed day ID'),
  response: { status: 200, schema: DeliveryRemovedSchema },
});

export const deliveryRoundsAdminEndpoints = {
  listDeliveryRounds,
  createDeliveryRound,
  updateDeliveryRound,
  deleteDeliveryRound,
  addClosedDay,
  removeClosedDay,
};

/** What the audit log records of this area, and how the Audit tab names it. */
export const deliveryAudit = defineAuditArea('delivery', 'Delivery rounds', {
  round_created: 'Delivery rounds: round added',
  round_updated: 'Delivery rounds: round changed',
  round_deleted: 'Delivery rounds: round deleted',
  day_closed: 'Delivery rounds: day closed',
  day_reopened: 'Delivery rounds: closed day opened again',
  top_up_offered: 'Delivery rounds: top-up offer made',
});
declare module '#shared/audit-vocabulary' {
  interface AuditActions extends ActionsOf<typeof deliveryAudit> {}
}
