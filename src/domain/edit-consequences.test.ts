import { describe, expect, it } from 'vitest';
import { editConsequencesMessage } from './edit-consequences.ts';

describe('editConsequencesMessage', () => {
  it.each([
    [
      { creditsInvoice: 41, newInvoicePence: 202125, paymentsVoided: 1 },
      'This issues a credit note and a new invoice for £2,021.25; the open payment attempt is voided.',
    ],
    [
      { creditsInvoice: 41, newInvoicePence: 202125, paymentsVoided: 0 },
      'This issues a credit note and a new invoice for £2,021.25.',
    ],
    [
      { creditsInvoice: 41, newInvoicePence: null, paymentsVoided: 2 },
      'This issues a credit note cancelling invoice 000041; the 2 open payment attempts are voided.',
    ],
    [
      { creditsInvoice: null, newInvoicePence: 60690, paymentsVoided: 0 },
      'This issues an invoice for £606.90.',
    ],
    [
      { creditsInvoice: null, newInvoicePence: null, paymentsVoided: 1 },
      'No invoice is issued; the open payment attempt is voided.',
    ],
    [
      { creditsInvoice: null, newInvoicePence: null, paymentsVoided: 0 },
      'No invoice is issued and no payment is voided.',
    ],
    [
      {
        creditsInvoice: 8,
        newInvoicePence: 60690,
        paymentsVoided: 0,
        refund: { owedPence: 30345, receivedPence: 91035 },
      },
      'This issues a credit note and a new invoice for £606.90; £303.45 of the £910.35 received is to be refunded.',
    ],
    [
      {
        creditsInvoice: null,
        newInvoicePence: null,
        paymentsVoided: 1,
        refund: { owedPence: 500, receivedPence: 91035 },
      },
      'No invoice is issued; the open payment attempt is voided; £5.00 of the £910.35 received is to be refunded.',
    ],
  ])('%j', (consequences, message) => {
    expect(editConsequencesMessage(consequences)).toBe(message);
  });
});
