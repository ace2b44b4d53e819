// The unsubscribe pages: plain server-rendered HTML with a form, no script (the CSP forbids
// inline scripts) and a <style> block (the CSP allows inline styles). Nothing on them comes
// from the customer or the address, so there is nothing to escape.
import type { FastifyReply } from 'fastify';
import { site } from '#shared/site';

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f5f5f4; color: #1c1917; margin: 0; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; border-radius: 12px;
    padding: 1.5rem; line-height: 1.5; }
  @media (max-width: 34rem) { main { margin: 0; border-radius: 0; } }
  h1 { font-size: 1.5rem; margin: 0 0 .75rem; }
  button { font: inherit; font-weight: 600; padding: .7rem 1.2rem; border-radius: 8px;
    border: 0; cursor: pointer; background: #166534; color: #fff; }
  button:focus-visible { outline: 3px solid #1c1917; outline-offset: 2px; }
  a { color: #166534; }
`;

/**
 * A plain page the server renders itself, kept out of search: its title and style as given,
 * its content in a <main>, and what stands `above` it. The caller escapes what it puts in.
 */
export function plainPage(page: {
  title: string;
  style: string;
  content: string;
  above?: string;
}): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title}</title>
<style>${page.style}</style>
</head>
<body>
${page.above === undefined ? '' : `${page.above}\n`}<main>
${page.content}
</main>
</body>
</html>
`;
}

/** Answers a plain page, kept by no cache. */
export function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page);
}

/** A plain page for a link from a marketing email; the caller escapes what it puts in. */
export const layout = (title: string, content: string) =>
  plainPage({ title: `${title} | ${site.tradingName}`, style: STYLE, content });

/**
 * What the link in an email opens. It only asks: link checkers and mail scanners open links
 * to look at them, and must not unsubscribe anyone by doing so.
 */
export function renderConfirmPage(): string {
  return layout(
    'Unsubscribe',
    `<h1>Unsubscribe from offers and reminders?</h1>
<p>You will no longer get offer and delivery reminder emails from ${site.tradingName}. Emails about your orders still come as usual.</p>
<!-- The same body a mail client's one-click POST sends (RFC 8058). -->
<form method="post">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>`,
  );
}

export function renderDonePage(): string {
  return layout(
    'Unsubscribed',
    `<h1>You are unsubscribed</h1>
<p>You will get no more offers or delivery reminders by email. Emails about your orders still come as usual.</p>
<p>Changed your mind? Sign in and choose again on <a href="/account">your account page</a>.</p>`,
  );
}

export function renderInvalidPage(): string {
  return layout(
    'Link not recognised',
    `<h1>This unsubscribe link is not recognised</h1>
<p>Please use the link from your latest email, or sign in and change your choice on <a href="/account">your account page</a>.</p>`,
  );
}
