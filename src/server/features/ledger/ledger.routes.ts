import type { FastifyInstance } from 'fastify';
import { LedgerListQuerySchema, recordLedgerEntrySchema } from '#shared/schemas/ledger';
import { auditSource } from '#server/http/audit-source';
import { AppError } from '#server/http/app-error';
import { idParam, toFieldIssues, validate } from '#server/http/validate';
import type { LedgerService } from './ledger.service.ts';

const INVALID_ORDER_ID = 'Invalid order ID';

/** Parses an entry, or a 400 whose message is the first problem (the form shows them all). */
function validEntry(today: string, body: unknown) {
  const result = recordLedgerEntrySchema(today).safeParse(body ?? {});
  if (result.success) return result.data;
  const details = toFieldIssues(result.error);
  throw new AppError('validation', details[0]?.message ?? 'Invalid entry', details);
}

/** The back office's ledger; registered inside the admin scope (admin session only). */
export function registerLedgerRoutes(app: FastifyInstance, deps: { ledger: LedgerService }): void {
  const { ledger } = deps;

  app.get('/api/ledger', async (request) =>
    ledger.list(validate(LedgerListQuerySchema, request.query)),
  );

  app.get('/api/orders/:id/ledger', async (request) =>
    ledger.entries(idParam(request.params, INVALID_ORDER_ID)),
  );

  app.post('/api/orders/:id/ledger', async (request, reply) => {
    const orderId = idParam(request.params, INVALID_ORDER_ID);
    const input = validEntry(ledger.today(), request.body);
    const recorded = await ledger.record(orderId, input, auditSource(request, 'admin'));
    request.log.info(
      { orderId, entryId: recorded.entry.id, kind: input.kind, method: input.method },
      'ledger entry recorded',
    );
    return reply.code(201).send(recorded);
  });
}
