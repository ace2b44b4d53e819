import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import {
  formatInvoiceNumber,
  INVOICE_TITLES,
  replacedInvoice,
  type InvoiceDocument,
  type InvoiceFigures,
} from '#domain/invoice';
import { formatGBP } from '#domain/money';
import { certificateLines } from '#shared/certificates';
import { VAT_RATE_LABELS } from '#domain/vat';
import { creditNoteMoneySection, howToPaySection } from './invoice-pdf-payment.ts';

/**
 * DejaVu Sans, embedded (subset) in every document: the PDF's standard fonts cannot be
 * relied on for the pound sign, and an embedded font prints alike everywhere. Parsed once and
 * shared by every document (pdfkit takes a parsed font): parsing and laying out with a fresh
 * copy for each invoice took most of its rendering time.
 */
export const fonts = (() => {
  let loaded: { regular: fontkit.Font; bold: fontkit.Font } | null = null;
  const file = (name: string) =>
    readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
  const open = (name: string) => fontkit.create(file(name)) as fontkit.Font;
  return () => (loaded ??= { regular: open('DejaVuSans.ttf'), bold: open('DejaVuSans-Bold.ttf') });
})();

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const MUTED = '#555555';

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });
const dateOf = (iso: string) => longDate.format(new Date(iso));
const tonnes = (t: number) => `${t} ${t === 1 ? 'tonne' : 'tonnes'}`;

type Doc = PDFKit.PDFDocument;

/** Renders an issued invoice or credit note as a one-page A4 PDF. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const title = `${INVOICE_TITLES[invoice.kind]} ${formatInvoiceNumber(invoice.number)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: title,
      Author: invoice.seller.name,
      // The issue date, so the same invoice renders to the same document every time.
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  const { regular, bold } = fonts();
  // pdfkit's types name only files and buffers, but it takes a parsed font as well.
  doc.registerFont('regular', regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, invoice, title);
  parties(doc, invoice);
  goodsTable(doc, invoice);
  vatSummary(doc, invoice.figures);
  closing(doc, invoice);
  doc.end();
  return done;
}

function header(doc: Doc, invoice: InvoiceDocument, title: string) {
  doc.font('bold').fontSize(20).text(title, MARGIN, MARGIN);
  doc.moveDown(0.5).font('regular').fontSize(10);
  const facts: [string, string][] = [
    ['Date of issue', dateOf(invoice.issuedAt)],
    ['Tax point', dateOf(`${invoice.taxPoint}T12:00:00Z`)],
    ['Order number', `#${invoice.orderId}`],
  ];
  if (invoice.creditsNumber !== null) {
    facts.push(['Credits invoice', formatInvoiceNumber(invoice.creditsNumber)]);
  }
  const replaces = replacedInvoice(invoice);
  if (replaces !== null) facts.push(['Replaces invoice', formatInvoiceNumber(replaces)]);
  for (const [label, value] of facts) labelled(doc, label, value);
}

function labelled(doc: Doc, label: string, value: string) {
  const y = doc.y;
  doc.font('bold').text(`${label}:`, MARGIN, y, { width: 110 });
  doc.font('regular').text(value, MARGIN + 110, y);
}

function parties(doc: Doc, invoice: InvoiceDocument) {
  const top = doc.y + 20;
  const half = CONTENT_WIDTH / 2;
  const { seller, customer } = invoice;
  doc.font('bold').fontSize(11).text('From', MARGIN, top);
  doc
    .font('regular')
    .fontSize(10)
    .text(seller.name, { width: half - 10 });
  doc.text(seller.addressLines.join('\n'), { width: half - 10 });
  doc.text(`VAT registration number: ${seller.vatNumber}`, { width: half - 10 });
  doc.text(`Company number: ${seller.companyNumber}`, { width: half - 10 });
  for (const line of certificateLines(seller)) doc.text(line, { width: half - 10 });
  const sellerBottom = doc.y;
  doc
    .font('bold')
    .fontSize(11)
    .text('Bill to', MARGIN + half, top);
  doc.font('regular').fontSize(10);
  const lines = [customer.name, customer.company, ...customer.addressLines].filter(
    (line): line is string => Boolean(line),
  );
  doc.text(lines.join('\n'), MARGIN + half, doc.y, { width: half });
  doc.x = MARGIN;
  doc.y = Math.max(sellerBottom, doc.y) + 20;
}

/** Columns of the goods table: x offset and width within the content. */
const COLUMNS = [
  { label: 'Description', x: 0, width: 170, align: 'left' },
  { label: 'Quantity', x: 170, width: 70, align: 'right' },
  { label: 'Unit price excl. VAT', x: 240, width: 110, align: 'right' },
  { label: 'VAT rate', x: 350, width: 55, align: 'right' },
  { label: 'Net amount', x: 405, width: CONTENT_WIDTH - 405, align: 'right' },
] as const;

function row(doc: Doc, cells: readonly string[], font: 'regular' | 'bold') {
  const y = doc.y;
  let bottom = y;
  doc.font(font).fontSize(9.5);
  COLUMNS.forEach((column, index) => {
    doc.text(cells[index] ?? '', MARGIN + column.x, y, {
      width: column.width,
      align: column.align,
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 6;
}

function rule(doc: Doc) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y += 6;
}

function goodsTable(doc: Doc, invoice: InvoiceDocument) {
  const f = invoice.figures;
  const chargePence = f.chargePence ?? 0;
  row(
    doc,
    COLUMNS.map((c) => c.label),
    'bold',
  );
  rule(doc);
  row(
    doc,
    [
      `${invoice.goods}\nDelivery region: ${invoice.region}`,
      tonnes(f.tonnes),
      formatGBP(f.unitPricePence),
      `${f.vatRate}%`,
      formatGBP(f.netPence - chargePence),
    ],
    'regular',
  );
  if (chargePence !== 0) {
    row(
      doc,
      [
        'Aborted delivery charge',
        '',
        formatGBP(chargePence),
        `${f.vatRate}%`,
        formatGBP(chargePence),
      ],
      'regular',
    );
  }
  rule(doc);
}

function amountLine(doc: Doc, label: string, pence: number, font: 'regular' | 'bold' = 'regular') {
  const y = doc.y;
  doc.font(font).fontSize(10);
  doc.text(label, MARGIN + 200, y, { width: 195, align: 'right' });
  doc.text(formatGBP(pence), MARGIN + 405, y, { width: CONTENT_WIDTH - 405, align: 'right' });
  doc.y = Math.max(doc.y, y) + 4;
}

function vatSummary(doc: Doc, figures: InvoiceFigures) {
  doc.y += 4;
  const rate = `${figures.vatRate}% (${VAT_RATE_LABELS[figures.vatRate]})`;
  amountLine(doc, 'Total excluding VAT', figures.netPence);
  amountLine(doc, `VAT at ${rate}`, figures.vatPence);
  amountLine(doc, 'Total including VAT', figures.grossPence, 'bold');
  doc.moveDown(1);
  doc.font('bold').fontSize(10).text('VAT summary (GBP)', MARGIN, doc.y);
  doc.font('regular').fontSize(9.5);
  doc.text(
    `Rate ${figures.vatRate}%: net ${formatGBP(figures.netPence)}, VAT ${formatGBP(figures.vatPence)}`,
  );
}

function closing(doc: Doc, invoice: InvoiceDocument) {
  doc.moveDown(1.5).font('regular').fontSize(10).fillColor('black');
  if (invoice.kind === 'credit_note') {
    doc.text(
      `This credit note cancels invoice ${formatInvoiceNumber(invoice.creditsNumber ?? 0)} in full.`,
    );
    creditNoteMoneySection(doc, invoice, CONTENT_WIDTH);
  } else {
    doc.font('bold').text('Payment terms');
    doc.font('regular').text(invoice.seller.paymentTerms);
    howToPaySection(doc, invoice, CONTENT_WIDTH);
  }
  doc
    .moveDown(2)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`${invoice.seller.name}. All amounts in pounds sterling (GBP).`, {
      width: CONTENT_WIDTH,
    });
}
