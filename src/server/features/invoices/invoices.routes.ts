import type { FastifyInstance, FastifyReply } from 'fastify';
import { InvoiceListQuerySchema, InvoiceTokenSchema } from '#shared/schemas/invoices';
import { auditSource } from '#server/http/audit-source';
import { idParam, validate } from '#server/http/validate';
import type { RouteRateLimit } from '#server/http/rate-limit';
import type { Sessions } from '#server/http/sessions';
import { LINK_RATE_PER_MINUTE } from '../order-links/link-rate-limit.ts';
import type { InvoiceFile, InvoicesService } from './invoices.service.ts';

const INVALID_INVOICE_ID = 'Invalid invoice ID';
const INVALID_ORDER_ID = 'Invalid order ID';

/** A personal document: downloaded, never cached on the way, never indexed. */
function sendPdf(reply: FastifyReply, file: InvoiceFile) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(file.pdf);
}

/** The customer's invoices from their account, and the guest's link from the email. */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  deps: {
    invoices: InvoicesService;
    sessions: Pick<Sessions, 'requireCustomer'>;
    rateLimit: (max: number) => RouteRateLimit;
  },
): void {
  const { invoices, sessions } = deps;
  const limited = { config: { rateLimit: deps.rateLimit(LINK_RATE_PER_MINUTE) } };

  app.get('/api/customers/invoices', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return invoices.listForCustomer(await sessions.requireCustomer(request));
  });

  app.get('/api/customers/invoices/:id/pdf', limited, async (request, reply) => {
    const customerId = await sessions.requireCustomer(request);
    const id = idParam(request.params, INVALID_INVOICE_ID);
    return sendPdf(reply, await invoices.fileForCustomer(id, customerId));
  });

  app.get('/invoices/:file', limited, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const token = validate(InvoiceTokenSchema, file.replace(/\.pdf$/, ''));
    return sendPdf(reply, await invoices.fileForToken(token));
  });
}

/** The back office's Invoices tab; registered inside the admin scope (admin session only). */
export function registerInvoiceAdminRoutes(
  app: FastifyInstance,
  deps: { invoices: InvoicesService },
): void {
  const { invoices } = deps;
  const invoiceId = (params: unknown) => idParam(params, INVALID_INVOICE_ID);

  app.get('/api/invoices', async (request) =>
    invoices.list(validate(InvoiceListQuerySchema, request.query)),
  );

  app.get('/api/invoices/status', async () => invoices.status());

  app.get('/api/invoices/uninvoiced', async () => invoices.uninvoiced());

  app.post('/api/invoices/issue-uninvoiced', async (request) => {
    const answer = await invoices.issueAll(auditSource(request, 'admin'));
    request.log.info(
      { issued: answer.issued.map((i) => i.number), remaining: answer.remaining },
      'uninvoiced orders invoiced',
    );
    return answer;
  });

  app.get('/api/invoices/:id/pdf', async (request, reply) =>
    sendPdf(reply, await invoices.fileForAdmin(invoiceId(request.params))),
  );

  app.post('/api/invoices/:id/resend', async (request) => {
    const id = invoiceId(request.params);
    const answer = await invoices.resend(id, auditSource(request, 'admin'));
    request.log.info({ invoiceId: id }, 'invoice email queued again');
    return answer;
  });

  app.post('/api/orders/:id/invoice', async (request, reply) => {
    const summary = await invoices.issueForOrder(
      idParam(request.params, INVALID_ORDER_ID),
      auditSource(request, 'admin'),
    );
    request.log.info({ orderId: summary.orderId, number: summary.number }, 'invoice issued');
    return reply.status(201).send(summary);
  });
}
