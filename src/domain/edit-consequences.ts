// What saving an order's edit does to its documents and payments, in one sentence for the
// back office to read before it saves.
import { formatInvoiceNumber } from './invoice.ts';
import { formatGBP, type Pence } from './money.ts';

export interface EditConsequences {
  /** The invoice a credit note would cancel, or null. */
  creditsInvoice: number | null;
  /** The total of the new invoice that would be issued, or null when none would. */
  newInvoicePence: Pence | null;
  /** Open payment attempts that would be voided. */
  paymentsVoided: number;
  /** A refund the edit would leave owed (more than before), and what was received. */
  refund?: { owedPence: Pence; receivedPence: Pence } | null;
}

function documentsPart({ creditsInvoice, newInvoicePence }: EditConsequences): string | null {
  if (creditsInvoice !== null && newInvoicePence !== null) {
    return `This issues a credit note and a new invoice for ${formatGBP(newInvoicePence)}`;
  }
  if (creditsInvoice !== null) {
    return `This issues a credit note cancelling invoice ${formatInvoiceNumber(creditsInvoice)}`;
  }
  if (newInvoicePence !== null) return `This issues an invoice for ${formatGBP(newInvoicePence)}`;
  return null;
}

function paymentsPart(voided: number): string | null {
  if (voided === 0) return null;
  return voided === 1
    ? 'the open payment attempt is voided'
    : `the ${voided} open payment attempts are voided`;
}

function documentsAndPayments(consequences: EditConsequences): string {
  const documents = documentsPart(consequences);
  const payments = paymentsPart(consequences.paymentsVoided);
  if (documents && payments) return `${documents}; ${payments}`;
  if (documents) return documents;
  if (payments) return `No invoice is issued; ${payments}`;
  return 'No invoice is issued and no payment is voided';
}

/**
 * 'This issues a credit note and a new invoice for £2,021.25; the open payment attempt is
 * voided.' or 'No invoice is issued and no payment is voided.', then any refund it leaves owed:
 * '; £303.45 of the £910.35 received is to be refunded.'
 */
export function editConsequencesMessage(consequences: EditConsequences): string {
  const { refund } = consequences;
  const owed = refund
    ? `; ${formatGBP(refund.owedPence)} of the ${formatGBP(refund.receivedPence)} received is to be refunded`
    : '';
  return `${documentsAndPayments(consequences)}${owed}.`;
}
