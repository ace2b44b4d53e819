// The sandbox's hosted payment page: plain server-rendered HTML and forms, no script at all
// (the shop's CSP forbids inline scripts), a <style> block (its CSP allows inline styles).
import { formatGBP } from '#domain/money';
import { site } from '#shared/site';
import { TEST_SHOP_NOTICE_HTML } from '#server/http/test-shop-notice';
// Every value that reaches the page goes through it, in text and attributes alike.
import { escapeHtml } from '../../mail/templates/html.ts';
import { plainPage } from '../../marketing/unsubscribe-page.ts';
import type { SandboxPayment } from './sandbox-payment.ts';
import { SANDBOX_BANKS } from './sandbox-store.ts';

export const SANDBOX_LABEL = 'Sandbox payment page — test mode, no real money moves';

export const CANCELLED_BY_SHOP =
  'This payment was cancelled by the shop because the order changed. Return to your account to see the order and pay the amount now due, if any.';

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; border-radius: 8px; padding: 1.5rem; }
  .banner { background: #fef3c7; border: 2px dashed #d97706; color: #78350f; padding: .75rem;
    border-radius: 6px; font-weight: 700; text-align: center; margin: 0 0 1rem; font-size: 1.1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #52525b; } dd { margin: 0; font-weight: 600; }
  .amount { font-size: 1.5rem; }
  fieldset { border: 1px solid #d4d4d8; border-radius: 6px; margin: 1rem 0; }
  label { display: block; padding: .35rem 0; }
  .error { color: #b91c1c; font-weight: 600; }
  .actions { display: flex; gap: .5rem; flex-wrap: wrap; }
  button { font: inherit; padding: .6rem 1rem; border-radius: 6px; border: 1px solid #a1a1aa;
    cursor: pointer; background: #fff; }
  button[value=approve] { background: #15803d; border-color: #15803d; color: #fff; }
  button[value=decline] { background: #b91c1c; border-color: #b91c1c; color: #fff; }
`;

function layout(title: string, content: string): string {
  return plainPage({
    title: `${escapeHtml(title)} | Sandbox`,
    style: STYLE,
    above: TEST_SHOP_NOTICE_HTML,
    content: `<p class="banner" role="note">${escapeHtml(SANDBOX_LABEL)}</p>
${content}`,
  });
}

function summary(payment: SandboxPayment): string {
  const rows: [string, string][] = [
    ['Pay', site.tradingName],
    ['Amount', formatGBP(payment.amountPence)],
    ['Reference', payment.reference],
    ...(payment.description ? [['Description', payment.description] as [string, string]] : []),
    ['Payer', payment.customerName ?? payment.customerEmail],
  ];
  const items = rows.map(
    ([term, value]) =>
      `<dt>${escapeHtml(term)}</dt><dd${term === 'Amount' ? ' class="amount"' : ''}>${escapeHtml(value)}</dd>`,
  );
  return `<dl>${items.join('')}</dl>`;
}

function bankChoices(): string {
  return SANDBOX_BANKS.map((bank) => {
    const disabled = bank.status === 'offline' ? ' disabled' : '';
    return `<label><input type="radio" name="bank" value="${escapeHtml(bank.bank_id)}" required${disabled}> ${escapeHtml(bank.bank_name)}</label>`;
  }).join('\n');
}

/** The page a customer is sent to: pick a bank, then approve, decline or abandon. */
export function renderPaymentPage(payment: SandboxPayment, action: string, error?: string): string {
  const problem = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  // Decline and abandon need no bank, so they skip the browser's required-field check.
  return layout(
    'Pay by bank',
    `<h1>Pay by bank</h1>
${summary(payment)}
${problem}
<form method="post" action="${escapeHtml(action)}">
<fieldset>
<legend>Choose your bank</legend>
${bankChoices()}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="approve">Approve payment</button>
<button type="submit" name="action" value="decline" formnovalidate>Decline</button>
<button type="submit" name="action" value="abandon" formnovalidate>Abandon (cancel)</button>
</div>
</form>`,
  );
}

/** A payment that was already approved, declined or abandoned. */
export function renderFinishedPage(payment: SandboxPayment, returnUrl: string): string {
  return layout(
    'Payment finished',
    `<h1>This payment is ${escapeHtml(payment.status)}</h1>
${payment.cancelledByShop ? `<p class="error" role="alert">${escapeHtml(CANCELLED_BY_SHOP)}</p>` : ''}
${summary(payment)}
<p><a href="${escapeHtml(returnUrl)}">Return to ${escapeHtml(site.tradingName)}</a></p>`,
  );
}

export function renderNotFoundPage(): string {
  return layout(
    'Payment not found',
    '<h1>Payment not found</h1><p>This sandbox payment does not exist, or the shop was restarted since it was made (sandbox payments are kept in memory only).</p>',
  );
}
