// How a customer pays an order, written once for every place that says it: the confirmation
// page, the order history, the order emails and the VAT invoice. Each renders the same lines.
import { formatSortCode, type BankDetails } from '#domain/bank-details';
import { orderBalance } from '#domain/ledger';
import { formatGBP, parsePounds, parseSignedPounds, type Pence } from '#domain/money';
import { orderPaymentReference } from '#domain/payment-reference';
import type { Order } from './schemas/orders.ts';
import { site } from './site.ts';

/** Spec section 9 and the Terms page: payment within 30 days. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** How the business takes payment (Settings); bank transfer is always one of the ways. */
export interface PaymentSetup {
  /** The account to transfer to; null until the back office sets it. */
  bankDetails: BankDetails | null;
  /** Pay Now in the customer's account (payments_enabled). */
  onlinePayments: boolean;
  cashOnDelivery: boolean;
  /** Credit or debit card, taken over the phone. */
  card: boolean;
  termsDays: number;
}

/** An order as far as paying it goes. */
export interface PayableOrder {
  id: number;
  status: 'pending' | 'confirmed' | 'cancelled';
  totalPence: Pence;
  receivedPence: Pence;
  refundedPence: Pence;
  /** A balance the business gave up (positive) or an overpayment it kept (negative). */
  writtenOffPence: Pence;
  /** Pay Now lives in the customer's account: a guest order has none. */
  hasAccount: boolean;
}

export type PaymentMethodKind = 'bank_transfer' | 'online' | 'card' | 'cash_on_delivery';

export interface PaymentMethodText {
  kind: PaymentMethodKind;
  title: string;
  text: string;
  /** Details to copy (the bank account and the reference); may be empty. */
  rows: { label: string; value: string }[];
}

export interface HowToPay {
  reference: string;
  amountDuePence: Pence;
  /** '£606.90', or '£732.50 (£1,732.50 less £1,000.00 received)'. */
  amountDue: string;
  /** What the amount is called: nothing is due before the order is confirmed and invoiced. */
  amountLabel: 'Amount to pay' | 'Amount due';
  /** When to pay, before the ways to pay. */
  lead: string;
  methods: PaymentMethodText[];
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The payment terms sentence of every invoice. */
export const paymentTermsText = (termsDays: number) =>
  `Payment is due within ${days(termsDays)} of the invoice date.`;

/** The order summary's payment options, in the spec's order, as the business offers them. */
export function paymentOptionLabels(setup: Pick<PaymentSetup, 'cashOnDelivery' | 'card'>) {
  return [
    ...(setup.cashOnDelivery ? ['Cash on delivery'] : []),
    'Bank transfer',
    ...(setup.card ? ['Credit/debit card'] : []),
  ];
}

function bankTransfer(setup: PaymentSetup, reference: string): PaymentMethodText {
  const bank = setup.bankDetails;
  if (!bank) {
    return {
      kind: 'bank_transfer',
      title: 'Bank transfer',
      text: `Call us on ${site.phone.display} or email ${site.email} for our bank details, and quote ${reference} as the reference.`,
      rows: [{ label: 'Reference', value: reference }],
    };
  }
  return {
    kind: 'bank_transfer',
    title: 'Bank transfer',
    text: `Pay to the account below, quoting ${reference} as the reference so we can match your payment.`,
    rows: [
      { label: 'Account name', value: bank.accountName },
      { label: 'Sort code', value: formatSortCode(bank.sortCode) },
      { label: 'Account number', value: bank.accountNumber },
      { label: 'Reference', value: reference },
    ],
  };
}

function otherMethods(
  setup: PaymentSetup,
  order: PayableOrder,
  reference: string,
  amount: string,
): PaymentMethodText[] {
  const methods: PaymentMethodText[] = [];
  if (setup.onlinePayments && order.hasAccount) {
    const text =
      order.status === 'confirmed'
        ? 'Sign in to your account and press Pay Now beside this order.'
        : 'Once we have confirmed your order, sign in to your account and press Pay Now beside it.';
    methods.push({ kind: 'online', title: 'Pay online', text, rows: [] });
  }
  if (setup.card) {
    methods.push({
      kind: 'card',
      title: 'Credit or debit card',
      text: `Call us on ${site.phone.display} to pay by card, quoting ${reference}.`,
      rows: [],
    });
  }
  if (setup.cashOnDelivery) {
    methods.push({
      kind: 'cash_on_delivery',
      title: 'Cash on delivery',
      text: `Pay the driver ${amount} in cash when we deliver.`,
      rows: [],
    });
  }
  return methods;
}

/**
 * How to pay what the order still owes: null when nothing is due (paid, or cancelled). The
 * amount due is the order's total less what it holds (decision: #domain/ledger).
 */
export function howToPay(setup: PaymentSetup, order: PayableOrder): HowToPay | null {
  const { balancePence, heldPence, writtenOffPence } = orderBalance(order);
  if (order.status === 'cancelled' || balancePence <= 0) return null;
  const reference = orderPaymentReference(order.id);
  const amount = formatGBP(balancePence);
  // A part of the balance given up is named as waived, so the sum the customer reads adds up.
  const waivedPence = Math.max(writtenOffPence, 0);
  const less = [
    ...(heldPence > 0 ? [`${formatGBP(heldPence)} received`] : []),
    ...(waivedPence > 0 ? [`${formatGBP(waivedPence)} waived`] : []),
  ];
  const received =
    less.length > 0 ? ` (${formatGBP(order.totalPence)} less ${less.join(' and ')})` : '';
  const when =
    order.status === 'confirmed'
      ? `Please pay within ${days(setup.termsDays)} of the invoice date`
      : `Nothing is taken now: once we have confirmed your order, please pay within ${days(setup.termsDays)} of the invoice date`;
  return {
    reference,
    amountDuePence: balancePence,
    amountDue: `${amount}${received}`,
    amountLabel: order.status === 'confirmed' ? 'Amount due' : 'Amount to pay',
    lead: `${when}, in one of these ways.`,
    methods: [bankTransfer(setup, reference), ...otherMethods(setup, order, reference, amount)],
  };
}

/** An order on the wire as it pays: its total, and the ledger's sums (0 when not sent). */
export function payableOrder(
  order: Pick<Order, 'id' | 'status' | 'totalPrice' | 'customerId'> &
    Partial<Pick<Order, 'amountReceived' | 'amountRefunded' | 'amountWrittenOff'>>,
): PayableOrder {
  return {
    id: order.id,
    status: order.status,
    totalPence: parsePounds(order.totalPrice),
    receivedPence: parsePounds(order.amountReceived ?? '0.00'),
    refundedPence: parsePounds(order.amountRefunded ?? '0.00'),
    writtenOffPence: parseSignedPounds(order.amountWrittenOff ?? '0.00'),
    hasAccount: order.customerId !== null,
  };
}
