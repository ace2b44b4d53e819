import type { FastifyInstance } from 'fastify';
import { ledgerEndpoints } from '#shared/api/ledger';
import { auditSource } from '#server/http/audit-source';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { LedgerService } from './ledger.service.ts';

/** The back office's ledger; registered inside the admin scope (admin session only). */
export function registerLedgerRoutes(
  app: FastifyInstance,
  deps: { ledger: LedgerService; implement: ImplementEndpoints },
): void {
  const { ledger, implement } = deps;

  implement(app, ledgerEndpoints, {
    listLedger: async ({ query }) => ledger.list(query),

    getOrderLedger: async ({ params }) => ledger.entries(params.id),

    recordLedgerEntry: async ({ params, body, request }) => {
      const recorded = await ledger.record(params.id, body, auditSource(request, 'admin'));
      request.log.info(
        { orderId: params.id, entryId: recorded.entry.id, kind: body.kind, method: body.method },
        'ledger entry recorded',
      );
      return recorded;
    },

    writeOffBalance: async ({ params, body, request }) => {
      const recorded = await ledger.writeOff(params.id, body, auditSource(request, 'admin'));
      request.log.info(
        { orderId: params.id, entryId: recorded.entry.id, part: recorded.entry.writeOffPart },
        'write-off recorded',
      );
      return recorded;
    },

    reverseWriteOff: async ({ params, body, request }) => {
      const recorded = await ledger.reverse(
        params.id,
        params.entryId,
        body,
        auditSource(request, 'admin'),
      );
      request.log.info({ orderId: params.id, entryId: recorded.entry.id }, 'write-off reversed');
      return recorded;
    },
  });
}
