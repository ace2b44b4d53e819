import type { FastifyInstance, FastifyReply } from 'fastify';
import { customerInvoices } from '#shared/api/invoices';
import * as endpoints from '#shared/api/invoices-admin';
import { LINK_RATE_PER_MINUTE } from '#shared/order-links';
import { InvoiceTokenSchema } from '#shared/schemas/invoices';
import { auditSource } from '#server/http/audit-source';
import type { EndpointRoutes } from '#server/http/endpoints';
import { idParam, validate } from '#server/http/validate';
import type { RouteRateLimit } from '#server/http/rate-limit';
import type { Sessions } from '#server/http/sessions';
import type { InvoiceFile, InvoicesService } from './invoices.service.ts';

const INVALID_INVOICE_ID = 'Invalid invoice ID';

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
    route: EndpointRoutes;
  },
): void {
  const { invoices, sessions } = deps;
  const limited = { config: { rateLimit: deps.rateLimit(LINK_RATE_PER_MINUTE) } };

  void app.register(async (scope) => {
    // A personal list: never cached, a refusal (401) included, so the header comes first.
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });
    deps.route(scope, customerInvoices, async ({ customerId }) =>
      invoices.listForCustomer(customerId),
    );
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
  deps: { invoices: InvoicesService; route: EndpointRoutes },
): void {
  const { invoices, route } = deps;

  route(app, endpoints.listInvoices, async ({ query }) => invoices.list(query));

  route(app, endpoints.invoicingStatus, async () => invoices.status());

  route(app, endpoints.uninvoicedOrders, async () => invoices.uninvoiced());

  route(app, endpoints.issueUninvoiced, async ({ request }) => {
    const answer = await invoices.issueAll(auditSource(request, 'admin'));
    request.log.info(
      { issued: answer.issued.map((i) => i.number), remaining: answer.remaining },
      'uninvoiced orders invoiced',
    );
    return answer;
  });

  app.get('/api/invoices/:id/pdf', async (request, reply) =>
    sendPdf(reply, await invoices.fileForAdmin(idParam(request.params, INVALID_INVOICE_ID))),
  );

  route(app, endpoints.resendInvoice, async ({ params, request }) => {
    const answer = await invoices.resend(params.id, auditSource(request, 'admin'));
    request.log.info({ invoiceId: params.id }, 'invoice email queued again');
    return answer;
  });

  route(app, endpoints.issueInvoice, async ({ params, request }) => {
    const summary = await invoices.issueForOrder(params.id, auditSource(request, 'admin'));
    request.log.info({ orderId: summary.orderId, number: summary.number }, 'invoice issued');
    return summary;
  });
}
