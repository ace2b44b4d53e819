import { invoiceFileName } from '#domain/invoice';
import { progressEmail, progressStage } from '#domain/order-progress';
import type { PaymentSetup } from '#shared/how-to-pay';
import type { Order } from '#shared/schemas/orders';
import type { Database } from '#server/db/client';
import type { Outbox, OutboxMessage } from '../mail/outbox.ts';
import { orderProgressEmail, type DeliveredDrop } from '../mail/templates/delivery-emails.ts';
import { invoiceEmail, type MailedInvoice } from '../mail/templates/invoice-emails.ts';
import type { TrackingLinks } from '../tracking/tracking-links.ts';

/** How long a change can be undone without the customer hearing of it. */
export const UNDO_WINDOW_MS = 60_000;

/** A held progress email's key: the prefix, then the stage the order left ("confirmed"). */
const HOLD_PREFIX = 'order-progress:';

export interface OrderChange {
  before: Order;
  after: Order;
  /** The invoices and credit notes the change issued, to reach the customer with it. */
  invoices?: readonly MailedInvoice[];
}

/**
 * The day the customer last heard their delivery would come, when `after` schedules it on
 * another: the scheduled date they were told (`heard`, a progress stage), or else the day
 * they booked. Null when the day does not change.
 */
function dayMovedFrom(heard: string, before: Order, after: Order): string | null {
  const told = heard.startsWith('scheduled:') ? heard.split(':')[1] : before.delivery.bookedDate;
  const to = after.delivery.date;
  return told && to && told !== to ? told : null;
}

/**
 * A credit note for an invoice that only a withdrawn email carried: the customer never saw
 * the invoice, so they need not hear of its cancellation either.
 */
function cancelsUnsent(invoice: MailedInvoice, unsentFiles: ReadonlySet<string>): boolean {
  const { kind, creditsNumber } = invoice.document;
  return (
    kind === 'credit_note' &&
    creditsNumber !== null &&
    unsentFiles.has(invoiceFileName('invoice', creditsNumber))
  );
}

/**
 * What goes to the customer now: the documents a withdrawn email carried, then those the
 * change issued; less an unsent invoice together with the credit note that cancels it (an
 * undo within the minute: both stay in the books, the customer hears of neither).
 */
function documentsToMail(
  withdrawn: readonly MailedInvoice[],
  issued: readonly MailedInvoice[],
): MailedInvoice[] {
  const unsentFiles = new Set(withdrawn.map((invoice) => invoice.pdf.filename));
  const dropped = issued.filter((invoice) => cancelsUnsent(invoice, unsentFiles));
  const credited = new Set(dropped.map((note) => note.document.creditsNumber));
  return [
    ...withdrawn.filter((invoice) => !credited.has(invoice.document.number)),
    ...issued.filter((invoice) => !dropped.includes(invoice)),
  ];
}

/** Whether the customer has yet to hear that the order is confirmed, and so how to pay it. */
const confirmationUnheard = (heard: string, order: Order) =>
  order.status === 'confirmed' && (heard === 'pending' || heard === 'cancelled');

/**
 * Tells customers when their orders move on (confirmed, scheduled, out, delivered, failed,
 * cancelled), one email per step with the invoice or credit note that step issued attached.
 * Each email waits a minute before it goes. A change within that minute withdraws the waiting
 * email: one that puts the order back where it was then sends nothing, any other sends the
 * email for where the order is now. The held email's key remembers the stage the order had
 * left, which is how an undo is recognised across several quick changes. Nothing the withdrawn
 * email carried is lost (decision 038): its documents go with the email that replaces it (or
 * in invoice emails of their own), and a step email that replaces a confirmation says how to
 * pay. Documents issued where no step email goes (an edit of a confirmed order) go in invoice
 * emails of their own.
 */
export function createProgressNotices(deps: {
  outbox: Outbox;
  trackingLinks: TrackingLinks;
  /** How to pay, which the confirmation states. */
  paymentSetup: () => Promise<PaymentSetup>;
  /** The documents a withdrawn email carried, by its attachments' file names. */
  documents: {
    mailedAs(tx: Database, orderId: number, fileNames: readonly string[]): Promise<MailedInvoice[]>;
  };
  /** The delivered drop's figures and note, which the 'Delivered' email carries (decision 045). */
  deliveredDrop?: (tx: Database, orderId: number) => Promise<DeliveredDrop | null>;
}) {
  /** Per order, the documents its withdrawn emails carried. */
  async function withdrawnDocuments(
    tx: Database,
    withdrawn: readonly { orderId: number; attachments: readonly { filename: string }[] }[],
  ): Promise<Map<number, MailedInvoice[]>> {
    const byOrder = new Map<number, string[]>();
    for (const w of withdrawn) {
      byOrder.set(w.orderId, [
        ...(byOrder.get(w.orderId) ?? []),
        ...w.attachments.map((file) => file.filename),
      ]);
    }
    const documents = new Map<number, MailedInvoice[]>();
    for (const [orderId, files] of byOrder) {
      if (files.length > 0)
        documents.set(orderId, await deps.documents.mailedAs(tx, orderId, files));
    }
    return documents;
  }

  return {
    /** Runs in the transaction of the changes. */
    async changed(tx: Database, changes: OrderChange[], at: Date): Promise<void> {
      const all = changes.map((c) => ({
        before: c.before,
        order: c.after,
        invoices: c.invoices ?? [],
        from: progressStage(c.before),
        to: progressStage(c.after),
      }));
      const moved = all.filter((m) => m.from !== m.to);
      const withdrawn = await deps.outbox.withdrawHeld(
        tx,
        moved.map((m) => m.order.id),
        HOLD_PREFIX,
        at,
      );
      const heardBefore = new Map(
        withdrawn.map((w) => [w.orderId, w.holdKey.slice(HOLD_PREFIX.length)]),
      );
      const carriedBefore = await withdrawnDocuments(tx, withdrawn);
      const toMail = all.map((m) => ({
        ...m,
        invoices: documentsToMail(carriedBefore.get(m.order.id) ?? [], m.invoices),
      }));
      const due = toMail.flatMap((m) => {
        if (m.from === m.to) return [];
        // The stage the customer last heard of (or would have): before any withdrawn change.
        const heard = heardBefore.get(m.order.id) ?? m.from;
        const kind = progressEmail(heard, m.to);
        return kind ? [{ ...m, orderId: m.order.id, heard, kind }] : [];
      });
      const linked = await deps.trackingLinks.issue(tx, due);
      const payment = linked.length > 0 ? await deps.paymentSetup() : undefined;
      const sendAfter = new Date(at.getTime() + UNDO_WINDOW_MS);
      const drops = new Map<number, DeliveredDrop | null>();
      for (const d of linked) {
        if (d.kind === 'delivered' && deps.deliveredDrop) {
          drops.set(d.orderId, await deps.deliveredDrop(tx, d.orderId));
        }
      }
      const stepEmails: OutboxMessage[] = linked.map((d) => {
        const confirms = d.kind === 'confirmed' || confirmationUnheard(d.heard, d.order);
        return {
          ...orderProgressEmail(
            d.kind,
            d.order,
            d.trackUrl,
            d.invoices,
            confirms ? payment : undefined,
            {
              dayMovedFrom: dayMovedFrom(d.heard, d.before, d.order),
              confirms,
              drop: drops.get(d.orderId) ?? null,
            },
          ),
          holdKey: `${HOLD_PREFIX}${d.heard}`,
          sendAfter,
        };
      });
      const carried = new Set(due.map((d) => d.orderId));
      const invoiceEmails = toMail
        .filter((m) => !carried.has(m.order.id))
        .flatMap((m) => m.invoices.map((invoice) => invoiceEmail(invoice, m.order.email)));
      await deps.outbox.queue(tx, [...stepEmails, ...invoiceEmails]);
    },
  };
}

export type ProgressNotices = ReturnType<typeof createProgressNotices>;
