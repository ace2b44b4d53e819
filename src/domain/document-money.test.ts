import { describe, expect, it } from 'vitest';
import { documentMoney, documentMoneyLines, documentRefundSentence } from './document-money.ts';
import type { InvoiceDocument } from './invoice.ts';

const payment = {
  onlinePayments: false,
  cashOnDelivery: false,
  card: false,
  termsDays: 30,
  hasAccount: true,
};

/** The order reduced from 3 t to 2 t: £606.90 due, £910.35 received. */
function document(
  kind: InvoiceDocument['kind'],
  grossPence: number,
  receivedPence: number,
  orderDuePence?: number,
): InvoiceDocument {
  return {
    kind,
    orderId: 7,
    figures: { grossPence },
    payment: {
      ...payment,
      receivedPence,
      ...(orderDuePence === undefined ? {} : { orderDuePence }),
    },
  } as InvoiceDocument;
}

describe('what a document says of the money', () => {
  it('never says paid in full over money to repay', () => {
    const invoice = document('invoice', 60690, 91035);
    expect(documentMoney(invoice)).toEqual({
      receivedPence: 91035,
      duePence: 60690,
      refundPence: 30345,
      keptPence: 0,
      waivedPence: 0,
    });
    expect(documentMoneyLines(invoice)).toEqual([
      'Received: £910.35.',
      'Invoice total: £606.90.',
      'To be refunded to you: £303.45.',
    ]);
    expect(documentRefundSentence(invoice)).toBe(
      'We have received £910.35 for order #7; its invoice total is £606.90, so £303.45 will be refunded to you.',
    );
  });

  it('says paid in full when what was received is the total, and nothing when less', () => {
    expect(documentMoneyLines(document('invoice', 60690, 60690))).toEqual([
      'Paid in full: £606.90 received. Thank you.',
    ]);
    expect(documentMoneyLines(document('invoice', 60690, 10000))).toEqual([]);
    expect(documentRefundSentence(document('invoice', 60690, 60690))).toBeNull();
  });

  it("states a credit note's received money against the changed order", () => {
    const reduced = document('credit_note', -91035, 91035, 60690);
    expect(documentMoneyLines(reduced)).toEqual([
      'Received for order #7: £910.35.',
      'To be refunded to you: £303.45.',
    ]);
    expect(documentRefundSentence(reduced)).toBe(
      'We have received £910.35 for order #7; £303.45 will be refunded to you.',
    );
    expect(documentMoneyLines(document('credit_note', -60690, 0, 0))).toEqual([
      'Received for order #7: £0.00.',
      'Nothing is to be refunded.',
    ]);
  });

  it('says nothing on a credit note issued before notes stated the money', () => {
    expect(documentMoneyLines(document('credit_note', -60690, 60690))).toEqual([]);
  });
});

describe('what a document says after a write-off', () => {
  const withWriteOff = (grossPence: number, receivedPence: number, writtenOffPence: number) => {
    const invoice = document('invoice', grossPence, receivedPence);
    return { ...invoice, payment: { ...invoice.payment!, writtenOffPence } } as InvoiceDocument;
  };

  it('says nothing more is due once a short balance is given up, not that it was written off', () => {
    expect(documentMoneyLines(withWriteOff(91035, 91000, 35))).toEqual([
      'Received: £910.00. Nothing more is due. Thank you.',
    ]);
    expect(documentMoneyLines(withWriteOff(33810, 0, 33810))).toEqual(['Nothing more is due.']);
  });

  it('states an overpayment kept at the customer’s request, and nothing to refund', () => {
    expect(documentMoneyLines(withWriteOff(91035, 91100, -65))).toEqual([
      'Received: £911.00.',
      'Invoice total: £910.35.',
      'Kept at your request: £0.65.',
      'Nothing is to be refunded.',
    ]);
  });

  it('refunds only what was received once a balance given up is no longer due', () => {
    const cancelled = document('credit_note', -60690, 20000, 0);
    const note = {
      ...cancelled,
      payment: { ...cancelled.payment!, writtenOffPence: 40690 },
    } as InvoiceDocument;
    expect(documentMoneyLines(note)).toEqual([
      'Received for order #7: £200.00.',
      'To be refunded to you: £200.00.',
    ]);
    expect(documentMoneyLines(withWriteOff(15000, 20000, 40690))).toEqual([
      'Received: £200.00.',
      'Invoice total: £150.00.',
      'To be refunded to you: £50.00.',
    ]);
  });

  it('refunds only what was not kept', () => {
    expect(documentMoneyLines(withWriteOff(60690, 91035, -345))).toEqual([
      'Received: £910.35.',
      'Invoice total: £606.90.',
      'Kept at your request: £3.45.',
      'To be refunded to you: £300.00.',
    ]);
  });
});
