import type { MailAttachment } from '#server/db/email-document';

export const pdfAttachment = (filename: string, pdf: Buffer): MailAttachment => ({
  filename,
  contentType: 'application/pdf',
  contentBase64: pdf.toString('base64'),
});
