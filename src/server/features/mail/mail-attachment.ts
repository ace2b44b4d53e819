/** A file sent with an email, as the outbox keeps it (JSON: the content in base64). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const pdfAttachment = (filename: string, pdf: Buffer): MailAttachment => ({
  filename,
  contentType: 'application/pdf',
  contentBase64: pdf.toString('base64'),
});
