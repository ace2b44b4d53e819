import PDFDocument from 'pdfkit';
import { formatDeliveredTonnes } from '#domain/delivered-billing';
import type { DeliveryProofKind, ProofImageType } from '#domain/delivery-proof';
import { site } from '#shared/site';
import { fonts } from '../invoices/invoice-pdf.ts';

/** What a delivery note states: the drop as the weigh-loader's ticket and the driver closed it. */
export interface DeliveryNote {
  /** The outcome's id: the note's own number, and the reference of its signature or photo. */
  id: number;
  orderId: number;
  customerName: string;
  company: string | null;
  addressLines: string[];
  orderedTonnes: number;
  deliveredTonnes: number;
  ticketNumber: string;
  deliveredAt: Date;
  /** The person who closed the drop (decision 044); null for a drop recorded before people. */
  driver: string | null;
  proof: DeliveryProofKind;
  proofImage: { bytes: Buffer; type: ProofImageType } | null;
  enplusCertificateId: string;
}

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** "3 December 2026 at 14:05", in UK time. */
export const formatDeliveredAt = (at: Date) => when.format(at);

/** "DN-000123": the note's number, also the reference its signature or photo is kept under. */
export const deliveryNoteReference = (id: number) => `DN-${String(id).padStart(6, '0')}`;

export const deliveryNoteFileName = (orderId: number) => `delivery-note-order-${orderId}.pdf`;

type Doc = PDFKit.PDFDocument;

function labelled(doc: Doc, label: string, value: string) {
  const y = doc.y;
  doc.font('bold').fontSize(10).text(`${label}:`, MARGIN, y, { width: 150 });
  doc.font('regular').text(value, MARGIN + 150, y, { width: WIDTH - 150 });
  doc.y += 2;
}

/** The signature as drawn, where pdfkit can draw it (PNG or JPEG): the reference says the rest. */
function signature(doc: Doc, image: DeliveryNote['proofImage']) {
  if (!image || image.type === 'image/webp') return;
  try {
    doc.moveDown(0.5).image(image.bytes, MARGIN + 150, doc.y, { fit: [200, 80] });
    doc.y += 86;
  } catch {
    // A picture pdfkit cannot read still stands as the reference above; the note is whole.
  }
}

/** Renders the delivery note of a delivered drop as a one-page A4 PDF. */
export function renderDeliveryNotePdf(note: DeliveryNote): Promise<Buffer> {
  const reference = deliveryNoteReference(note.id);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: `Delivery note ${reference}`,
      Author: site.tradingName,
      // The time of the drop, so the same note renders to the same document every time.
      CreationDate: note.deliveredAt,
    },
  });
  const { regular, bold } = fonts();
  doc.registerFont('regular', regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('bold').fontSize(20).text(`Delivery note ${reference}`, MARGIN, MARGIN);
  doc
    .moveDown(0.3)
    .font('regular')
    .fontSize(10)
    .text(`${site.companyName}, trading as ${site.tradingName}`);
  doc.moveDown(1);
  labelled(doc, 'Order number', `#${note.orderId}`);
  labelled(
    doc,
    'Delivered to',
    [note.customerName, note.company, ...note.addressLines].filter(Boolean).join('\n'),
  );
  labelled(doc, 'Goods', site.productName);
  labelled(doc, 'Ordered', `${formatDeliveredTonnes(note.orderedTonnes)} tonnes`);
  labelled(doc, 'Delivered weight', `${formatDeliveredTonnes(note.deliveredTonnes)} tonnes`);
  labelled(doc, 'Weighbridge ticket', note.ticketNumber);
  labelled(doc, 'Delivered at', when.format(note.deliveredAt));
  labelled(doc, 'Driver', note.driver ?? 'Not recorded');
  labelled(
    doc,
    'Proof of delivery',
    note.proof === 'signature'
      ? `Signed by the customer on screen (reference ${reference})`
      : `Left as agreed; photo kept under reference ${reference}`,
  );
  if (note.proof === 'signature') signature(doc, note.proofImage);
  labelled(doc, 'ENplus certificate', note.enplusCertificateId || 'Not stated');
  doc
    .moveDown(2)
    .font('regular')
    .fontSize(8.5)
    .fillColor('#555555')
    .text('The delivered weight is that of the weigh-loader ticket named above.', MARGIN, doc.y, {
      width: WIDTH,
    });
  doc.end();
  return done;
}
