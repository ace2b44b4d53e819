// What the email outbox stores of each email (its `body` and `attachments` columns). Here, under
// the features, because the database schema types those columns with it.

/**
 * An email body as a few simple blocks, rendered twice: as HTML and as plain text (html.ts and
 * text.ts in features/mail/templates). Writing each email once keeps the two versions saying
 * the same thing, and puts HTML escaping in one place instead of in every template.
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

/** A file sent with an email, as the outbox keeps it (JSON: the content in base64). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}
