import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { pdfAttachment } from '../mail/mail-attachment.ts';
import { formatDeliveredTonnes } from '#domain/delivered-billing';
import { formatGBP, parsePounds } from '#domain/money';
import type { DeliveredDrop } from '../mail/templates/delivery-emails.ts';
import { orderRecords } from '../orders/order-records.ts';
import type { OrderRow } from '../orders/order-row.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  deliveryNoteFileName,
  formatDeliveredAt,
  renderDeliveryNotePdf,
} from './delivery-note-pdf.ts';
import { createDeliveryOutcomesRepo, type DeliveryOutcomeRow } from './delivery-outcomes.repo.ts';

export const DELIVERY_NOTE_NOT_FOUND = 'This order has no delivery note: it has not been delivered';

export interface DeliveryNoteFile {
  pdf: Buffer;
  fileName: string;
}

const lines = (...parts: (string | null)[]) =>
  parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');

/**
 * A delivered drop's delivery note, drawn from its outcome and its order when asked (in the
 * order view, the customer's account, the 'Delivered' email): nothing of it is stored twice.
 */
export function createDeliveryNotes(deps: { settings: Pick<SettingsService, 'certificates'> }) {
  async function render(order: OrderRow, outcome: DeliveryOutcomeRow): Promise<DeliveryNoteFile> {
    const { enplusCertificateId } = await deps.settings.certificates();
    const pdf = await renderDeliveryNotePdf({
      id: outcome.id,
      orderId: order.id,
      customerName: `${order.firstName} ${order.lastName}`.trim(),
      company: order.companyName,
      addressLines: lines(order.addressLine1, order.addressLine2, order.city, order.postcode),
      orderedTonnes: Number(order.quantity),
      deliveredTonnes: Number(outcome.deliveredTonnes),
      ticketNumber: outcome.ticketNumber ?? '',
      deliveredAt: outcome.occurredAt,
      driver: outcome.recordedBy,
      proof: outcome.proof ?? 'signature',
      proofImage:
        outcome.proofImage && outcome.proofImageType
          ? { bytes: outcome.proofImage, type: outcome.proofImageType }
          : null,
      enplusCertificateId,
    });
    return { pdf, fileName: deliveryNoteFileName(order.id) };
  }

  /** The note of the order's delivery, or null while it has none. */
  async function noteOf(db: Database, orderId: number): Promise<DeliveryNoteFile | null> {
    const outcome = await createDeliveryOutcomesRepo(db).latest(orderId);
    if (outcome?.outcome !== 'delivered') return null;
    const order = await orderRecords(db).findById(orderId);
    return order ? render(order, outcome) : null;
  }

  async function forAdmin(db: Database, orderId: number): Promise<DeliveryNoteFile> {
    const note = await noteOf(db, orderId);
    if (!note) throw new AppError('not_found', DELIVERY_NOTE_NOT_FOUND);
    return note;
  }

  return {
    noteOf,
    forAdmin,

    /**
     * What the 'Delivered' email says of the drop, with the note attached; null for an order
     * marked delivered without a recorded drop. A bill that followed the weight says its total.
     */
    deliveredDrop: async (tx: Database, orderId: number): Promise<DeliveredDrop | null> => {
      const outcome = await createDeliveryOutcomesRepo(tx).latest(orderId);
      if (outcome?.outcome !== 'delivered') return null;
      const order = await orderRecords(tx).findById(orderId);
      if (!order) return null;
      const note = await render(order, outcome);
      const rows = [
        {
          label: 'Delivered weight',
          value: `${formatDeliveredTonnes(Number(outcome.deliveredTonnes))} tonnes`,
        },
        { label: 'Weighbridge ticket', value: outcome.ticketNumber ?? '' },
        { label: 'Delivered at', value: formatDeliveredAt(outcome.occurredAt) },
        ...(order.billedTonnes !== null
          ? [
              {
                label: 'New order total',
                value: `${formatGBP(parsePounds(order.totalPrice))} (for the weight delivered)`,
              },
            ]
          : []),
      ];
      return { rows, note: pdfAttachment(note.fileName, note.pdf) };
    },

    /** Only the customer's own order's note; another's is not found, as if it were not there. */
    async forCustomer(
      db: Database,
      orderId: number,
      customerId: number,
    ): Promise<DeliveryNoteFile> {
      const order = await orderRecords(db).findById(orderId);
      if (order?.customerId !== customerId)
        throw new AppError('not_found', DELIVERY_NOTE_NOT_FOUND);
      return forAdmin(db, orderId);
    },
  };
}

export type DeliveryNotes = ReturnType<typeof createDeliveryNotes>;
