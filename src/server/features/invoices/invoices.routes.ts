import type { FastifyInstance, FastifyReply } from 'fastify';
import { customerInvoicePdf, customerInvoices, invoiceByLink } from '#shared/api/invoices';
import * as endpoints from '#shared/api/invoices-admin';
import { auditSource } from '#server/http/audit-source';
import type { EndpointRoutes, FileBody } from '#server/http/endpoints';
import type { InvoiceFile, InvoicesService } from './invoices.service.ts';

/** A personal document: downloaded, never cached on the way, never indexed. */
function pdfFile(reply: FastifyReply, file: InvoiceFile): FileBody {
  void reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
  return { content: file.pdf, fileName: file.fileName };
}

/** The customer's invoices from their account, and the guest's link from the email. */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  deps: { invoices: InvoicesService; route: EndpointRoutes },
): void {
  const { invoices } = deps;

  void app.register(async (scope) => {
    // A personal list: never cached, a refusal (401) included, so the header comes first.
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });
    deps.route(scope, customerInvoices, async ({ customerId }) =>
      invoices.listForCustomer(customerId),
    );
  });

  deps.route(app, customerInvoicePdf, async ({ params, customerId, reply }) =>
    pdfFile(reply, await invoices.fileForCustomer(params.id, customerId)),
  );

  deps.route(app, invoiceByLink, async ({ params, reply }) =>
    pdfFile(reply, await invoices.fileForToken(params.token)),
  );
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

  route(app, endpoints.invoicePdf, async ({ params, reply }) =>
    pdfFile(reply, await invoices.fileForAdmin(params.id)),
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
