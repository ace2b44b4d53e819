import type { Block, EmailDocument } from '#server/db/email-document';

const underline = (title: string, ch: string) => `${title}\n${ch.repeat(title.length)}`;

/** Continuation lines of a multi-line value line up under its first line. */
const indent = (value: string, width: number) => value.split('\n').join(`\n${' '.repeat(width)}`);

function block(b: Block): string {
  switch (b.kind) {
    case 'heading':
      return underline(b.text, '=');
    case 'paragraph':
      return b.text;
    case 'table': {
      const width = Math.max(...b.rows.map((r) => r.label.length)) + 2;
      const rows = b.rows.map((r) => `${`${r.label}:`.padEnd(width)}${indent(r.value, width)}`);
      return [...(b.title ? [underline(b.title, '-')] : []), ...rows].join('\n');
    }
    case 'steps':
      return [underline(b.title, '-'), ...b.items.map((item, i) => `${i + 1}. ${item}`)].join('\n');
    case 'action':
      return `${b.label}:\n${b.url}`;
    case 'quote':
      return b.text
        .split(/\r\n|\r|\n/)
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

export function renderText(doc: EmailDocument): string {
  return `${[...doc.blocks.map(block), doc.footer.join('\n')].join('\n\n')}\n`;
}
