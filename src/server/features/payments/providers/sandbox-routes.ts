import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPaymentId } from './payment-provider.ts';
import { SANDBOX_PAY_PATH } from './sandbox-provider.ts';
import { renderFinishedPage, renderNotFoundPage, renderPaymentPage } from './sandbox-page.ts';
import type { SandboxPayment, SandboxStatus } from './sandbox-payment.ts';
import { findSandboxBank, type SandboxStore } from './sandbox-store.ts';
import { sendPage } from '../../marketing/unsubscribe-page.ts';

/** What the provider POSTs to webhook_url (wonderful.md "Return and webhook"), less its order id. */
export interface SandboxWebhook {
  wonderful_payment_id: string;
}

export interface SandboxRoutesDeps {
  store: SandboxStore;
  now: () => Date;
  /**
   * Sends the webhook (postSandboxNotice: over HTTP to webhookUrl, like the provider). Like the
   * provider, it is sent only for payments made with a webhookUrl.
   */
  notify: (payload: SandboxWebhook, context: { webhookUrl: string }) => Promise<void>;
}

const OUTCOMES: Record<string, SandboxStatus> = {
  approve: 'accepted',
  decline: 'rejected',
  abandon: 'cancelled',
};

/** Where the person goes back to: the shop's redirect_url plus the id, as the provider does. */
export function sandboxReturnUrl(payment: SandboxPayment): string {
  const url = new URL(payment.redirectUrl);
  url.searchParams.set('wonderfulPaymentId', payment.id);
  return url.toString();
}

/**
 * The sandbox's hosted payment page. Registered in its own encapsulated scope so that the
 * form parser it adds (the page is a plain HTML form, no script) applies to these routes only;
 * the rest of the shop keeps accepting JSON alone.
 */
export async function registerSandboxRoutes(
  app: FastifyInstance,
  deps: SandboxRoutesDeps,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );

    const find = async (id: string) => (isPaymentId(id) ? deps.store.get(id) : undefined);

    scope.get<{ Params: { id: string } }>(`${SANDBOX_PAY_PATH}/:id`, async (request, reply) => {
      const payment = await find(request.params.id);
      if (!payment) return sendPage(reply, 404, renderNotFoundPage());
      if (payment.status !== 'pending') {
        return sendPage(reply, 200, renderFinishedPage(payment, sandboxReturnUrl(payment)));
      }
      allowFormRedirectTo(reply, payment.redirectUrl);
      return sendPage(reply, 200, renderPaymentPage(payment, request.url));
    });

    scope.post<{ Params: { id: string } }>(`${SANDBOX_PAY_PATH}/:id`, async (request, reply) => {
      const payment = await find(request.params.id);
      if (!payment) return sendPage(reply, 404, renderNotFoundPage());
      // Withdrawn by the shop: refused here, with the reason, rather than a silent return.
      if (payment.cancelledByShop) {
        return sendPage(reply, 409, renderFinishedPage(payment, sandboxReturnUrl(payment)));
      }
      // A second press (or the back button) changes nothing: back to the shop, which shows
      // the payment as it is.
      if (payment.status !== 'pending') return reply.redirect(sandboxReturnUrl(payment), 303);

      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const action = form.get('action') ?? '';
      const status = OUTCOMES[action];
      const bank = findSandboxBank(form.get('bank') ?? '');
      const problem = !status
        ? 'Choose approve, decline or abandon.'
        : action === 'approve' && !bank
          ? 'Choose your bank to approve the payment.'
          : null;
      if (!status || problem) {
        allowFormRedirectTo(reply, payment.redirectUrl);
        return sendPage(reply, 400, renderPaymentPage(payment, request.url, problem ?? undefined));
      }

      const settled = await deps.store.update(
        payment.id,
        { status, bankId: bank?.bank_id ?? null, updatedAt: deps.now() },
        'pending',
      );
      // Another press got there first (perhaps on another app server): it sent the notice.
      if (!settled) return reply.redirect(sandboxReturnUrl(payment), 303);
      if (payment.webhookUrl) {
        // Sent before the person goes back, as the provider does, but a failed or slow notice
        // (notify has its own short timeout) never stops the return: the shop also reads the
        // status on return, and its reconciliation re-checks open payments.
        await deps
          .notify({ wonderful_payment_id: payment.id }, { webhookUrl: payment.webhookUrl })
          .catch((error: unknown) =>
            request.log.warn({ err: error, paymentId: payment.id }, 'sandbox webhook failed'),
          );
      }
      return reply.redirect(sandboxReturnUrl(payment), 303);
    });
  });
}

/**
 * Browsers apply the CSP's form-action to the redirect after a form is sent, so the shop's
 * `form-action 'self'` would block the return when redirect_url is on another origin (the shop
 * reached by another host name than PUBLIC_URL). This page alone also allows that one origin.
 */
function allowFormRedirectTo(reply: FastifyReply, redirectUrl: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  const origin = new URL(redirectUrl).origin;
  reply.header(
    'content-security-policy',
    csp.replace(/form-action [^;]*/, `form-action 'self' ${origin}`),
  );
}
