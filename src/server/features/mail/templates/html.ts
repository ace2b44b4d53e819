import type { Block, EmailDocument, Row } from '#server/db/email-document';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every dynamic value goes through this before it reaches HTML, text and attributes alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Escaped, with its line breaks kept. */
const lines = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');

// Inline styles and nested tables only: many mail clients drop <style> and ignore flex/grid.
const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const BRAND = '#2f5d3a';
const MUTED = '#5f6368';
const BORDER = '#e3ded3';

function row({ label, value, total }: Row): string {
  const weight = total ? 'font-weight:bold;' : '';
  const top = total ? `border-top:2px solid ${BORDER};` : `border-top:1px solid ${BORDER};`;
  return (
    `<tr><td style="${FONT}${top}${weight}padding:8px 12px 8px 0;color:${MUTED};vertical-align:top;width:40%;">${lines(label)}</td>` +
    `<td style="${FONT}${top}${weight}padding:8px 0;color:#222222;vertical-align:top;">${lines(value)}</td></tr>`
  );
}

function block(b: Block): string {
  switch (b.kind) {
    case 'heading':
      return `<h1 style="${FONT}font-size:22px;line-height:1.3;color:${BRAND};margin:0 0 16px;">${escapeHtml(b.text)}</h1>`;
    case 'paragraph':
      return `<p style="${FONT}font-size:15px;line-height:1.5;color:${b.muted ? MUTED : '#222222'};margin:0 0 16px;">${lines(b.text)}</p>`;
    case 'table':
      return (
        (b.title
          ? `<h2 style="${FONT}font-size:16px;color:${BRAND};margin:24px 0 8px;">${escapeHtml(b.title)}</h2>`
          : '') +
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;font-size:15px;margin:0 0 16px;">` +
        b.rows.map(row).join('') +
        '</table>'
      );
    case 'steps':
      return (
        `<h2 style="${FONT}font-size:16px;color:${BRAND};margin:24px 0 8px;">${escapeHtml(b.title)}</h2>` +
        `<ol style="${FONT}font-size:15px;line-height:1.5;color:#222222;margin:0 0 16px;padding-left:24px;">` +
        b.items.map((item) => `<li style="margin:0 0 6px;">${lines(item)}</li>`).join('') +
        '</ol>'
      );
    case 'action':
      return (
        `<p style="margin:8px 0 16px;"><a href="${escapeHtml(b.url)}" style="${FONT}display:inline-block;background:${BRAND};color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:4px;">${escapeHtml(b.label)}</a></p>` +
        `<p style="${FONT}font-size:13px;line-height:1.5;color:${MUTED};margin:0 0 16px;word-break:break-all;">If the button does not work, copy this address into your browser:<br>${escapeHtml(b.url)}</p>`
      );
    case 'quote':
      return `<div style="${FONT}font-size:15px;line-height:1.5;color:#222222;background:#f7f5f0;border-left:4px solid ${BRAND};padding:12px 16px;margin:0 0 16px;white-space:pre-wrap;">${lines(b.text)}</div>`;
  }
}

export function renderHtml(doc: EmailDocument, brand: string): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1ea;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(doc.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f1ea;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid ${BORDER};">
<tr><td style="${FONT}background:${BRAND};color:#ffffff;font-size:20px;font-weight:bold;padding:18px 24px;">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px;">
${doc.blocks.map(block).join('\n')}
</td></tr>
<tr><td style="${FONT}background:#f8f6f1;color:${MUTED};font-size:12px;line-height:1.5;padding:16px 24px;">${doc.footer.map(lines).join('<br>')}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
