// The page a verification link opens (decision 028): plain server-rendered HTML with a form,
// like the top-up offer's and the unsubscribe page, so it needs no script. GET only shows the
// button: mail scanners open links, and must not verify anyone by doing so. Verifying adds no
// order: the customer chooses guest orders from their account (decision 031).
import type { FastifyInstance } from 'fastify';
import { VERIFY_EMAIL_PATH } from '#shared/email-verification';
import { site } from '#shared/site';
import { auditSource } from '#server/http/audit-source';
import { registerLinkPage } from '#server/http/link-page';
import type { RouteRateLimit } from '#server/http/rate-limit';
import { escapeHtml } from '../mail/templates/html.ts';
import { layout } from '../marketing/unsubscribe-page.ts';
import type { EmailVerificationService } from './email-verification.service.ts';

export function renderConfirmEmailPage(): string {
  return layout(
    'Confirm your email address',
    `<h1>Confirm your email address</h1>
<p>Press the button to confirm this is your email address. You can then choose which orders you placed as a guest with it to add to your account.</p>
<form method="post">
<button type="submit">Confirm my email address</button>
</form>`,
  );
}

/** The message is ours (#shared/email-verification), escaped all the same. */
export function renderEmailVerifiedPage(message: string): string {
  return layout(
    'Email address verified',
    `<h1>Your email address is verified</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/account">Go to your account</a></p>`,
  );
}

export function renderVerificationRefusedPage(message: string): string {
  return layout(
    'Link not valid',
    `<h1>This link cannot be used</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/account">Go to your account</a> or call us on ${site.phone.display}.</p>`,
  );
}

/** GET `/verify-email/<token>` shows the button; its POST verifies. Refusals are 4xx pages. */
export async function registerEmailVerificationPage(
  app: FastifyInstance,
  deps: {
    verification: Pick<EmailVerificationService, 'check' | 'verify'>;
    rateLimit: (max: number) => RouteRateLimit;
  },
): Promise<void> {
  await registerLinkPage(app, {
    prefix: VERIFY_EMAIL_PATH,
    rateLimit: deps.rateLimit,
    show: async (token) => {
      await deps.verification.check(token);
      return renderConfirmEmailPage();
    },
    act: async (token, request) => {
      const { message } = await deps.verification.verify(token, auditSource(request, 'customer'));
      return renderEmailVerifiedPage(message);
    },
    refused: renderVerificationRefusedPage,
  });
}
