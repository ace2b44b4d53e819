import {
  INVOICE_GOODS,
  invoiceFigures,
  ukDate,
  type InvoiceDocument,
  type InvoiceParty,
  type InvoicePayment,
  type InvoiceSeller,
} from '#domain/invoice';
import { parsePounds } from '#domain/money';
import { isVatRate } from '#domain/vat';
import type { OrderRow } from '../orders/orders.repo.ts';

const lines = (...parts: (string | null)[]) =>
  parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');

/** The billing address when the order has one, else the delivery address. */
export function invoiceCustomer(order: OrderRow): InvoiceParty {
  const billing = order.billingAddressLine1
    ? lines(
        order.billingAddressLine1,
        order.billingAddressLine2,
        order.billingCity,
        order.billingPostcode,
      )
    : lines(order.addressLine1, order.addressLine2, order.city, order.postcode);
  return {
    name: `${order.firstName} ${order.lastName}`,
    company: order.companyName?.trim() || null,
    addressLines: billing,
  };
}

/** What an invoice says about the supply: who bought what, where, for how much. */
export function suppliedAs(order: OrderRow) {
  if (!isVatRate(order.vatRate)) throw new Error(`Order ${order.id} has VAT rate ${order.vatRate}`);
  return {
    customer: invoiceCustomer(order),
    region: order.region,
    figures: invoiceFigures({
      unitPricePence: parsePounds(order.unitPrice),
      tonnes: Number(order.quantity),
      vatRate: order.vatRate,
      vatPence: parsePounds(order.vatAmount),
      totalPence: parsePounds(order.totalPrice),
    }),
  };
}

/** The invoice for a confirmed order, issued now: its tax point is the date of issue. */
export function invoiceFor(
  order: OrderRow,
  issue: { number: number; issuedAt: Date; seller: InvoiceSeller; payment?: InvoicePayment },
): InvoiceDocument {
  return {
    kind: 'invoice',
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    taxPoint: ukDate(issue.issuedAt),
    seller: issue.seller,
    orderId: order.id,
    goods: INVOICE_GOODS,
    creditsNumber: null,
    ...suppliedAs(order),
    ...(issue.payment && { payment: issue.payment }),
  };
}

/** Whether the invoice still says what the order now is (customer, region and figures). */
export function invoiceMatches(invoice: InvoiceDocument, order: OrderRow): boolean {
  const now = suppliedAs(order);
  return (
    JSON.stringify([invoice.customer, invoice.region, invoice.figures]) ===
    JSON.stringify([now.customer, now.region, now.figures])
  );
}
