/**
 * An email body as a few simple blocks, rendered twice: as HTML (html.ts) and as plain text
 * (text.ts). Writing each email once keeps the two versions saying the same thing, and puts
 * HTML escaping in one place instead of in every template.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; muted?: boolean }
  /** Label/value rows; a value may span lines (an address). `total` rows are emphasised. */
  | { kind: 'table'; title?: string; rows: Row[] }
  | { kind: 'steps'; title: string; items: string[] }
  /** Text someone typed, shown as is with its line breaks. */
  | { kind: 'quote'; text: string }
  /** A button in HTML; in text, the label and the address on its own line to copy. */
  | { kind: 'action'; label: string; url: string };

export interface Row {
  label: string;
  value: string;
  total?: boolean;
}

export interface EmailDocument {
  /** The HTML <title> and the preview line many clients show next to the subject. */
  title: string;
  preheader: string;
  blocks: Block[];
  footer: string[];
}
