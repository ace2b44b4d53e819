import { editConsequencesMessage } from '#domain/edit-consequences';
import { formatInvoiceNumber } from '#domain/invoice';
import { refundOwed } from '#domain/ledger';
import { penceToPounds } from '#domain/money';
import type { OrderEditPreview } from '#shared/schemas/order-edit';
import type { Database } from '#server/db/client';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import { moneyOf } from '../ledger/ledger-mapper.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { editChanges, outdatesPayments } from './order-edit.ts';
import type { PricedEditRequest } from './order-edit-prices.ts';
import type { OrderRow } from './order-row.ts';

/** The refund the edit would leave owed, when more than the order owes now (as the save marks it). */
function refundLeftOwed(current: OrderRow, after: OrderRow) {
  const money = moneyOf(after);
  const owedPence = refundOwed(money);
  if (owedPence <= refundOwed(moneyOf(current))) return null;
  return { owedPence, receivedPence: money.receivedPence - money.refundedPence };
}

/**
 * What saving an edit would do, with nothing written: the same plan as the save (editChanges,
 * at checkout's prices for the edited order), the old and new unit prices, the documents the
 * invoices feature would issue for the order as it would be, and the open payment attempts a
 * new total withdraws.
 */
export async function previewEdit(
  deps: {
    db: Database;
    invoices: Pick<InvoicesService, 'previewChange'>;
    payments: Pick<PaymentsService, 'countOpenAttempts'>;
  },
  current: OrderRow,
  { update, prices }: PricedEditRequest,
): Promise<OrderEditPreview> {
  const { values, changes, figures, repricing } = editChanges(current, update, prices);
  const after: OrderRow = { ...current, ...values };
  const documents = await deps.invoices.previewChange(deps.db, after);
  const paymentsVoided = outdatesPayments(changes)
    ? await deps.payments.countOpenAttempts(deps.db, current.id)
    : 0;
  const refund = refundLeftOwed(current, after);
  return {
    figures: {
      quantity: Number(after.quantity),
      unitPrice: after.unitPrice,
      vatRate: after.vatRate,
      netAmount: penceToPounds(figures.netPence),
      vatAmount: penceToPounds(figures.vatPence),
      totalPrice: penceToPounds(figures.totalPence),
    },
    repricing: repricing && {
      oldUnitPrice: penceToPounds(repricing.oldUnitPricePence),
      newUnitPrice: penceToPounds(repricing.newUnitPricePence),
      tier: repricing.tier,
      source: repricing.source,
      kept: repricing.kept,
    },
    changes: changes.map((c) => c.field),
    documents: {
      creditsInvoice:
        documents.creditsInvoice === null ? null : formatInvoiceNumber(documents.creditsInvoice),
      newInvoice: documents.newInvoicePence !== null,
    },
    paymentsVoided,
    refundOwed: refund && penceToPounds(refund.owedPence),
    message: editConsequencesMessage({ ...documents, paymentsVoided, refund }),
  };
}
