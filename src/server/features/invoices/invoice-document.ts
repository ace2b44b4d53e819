import type { InvoiceContent } from '#domain/invoice-changes';
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
import type { OrderRow } from '../orders/order-row.ts';

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

/** What an invoice of the order, issued now, would say of the supply (decision 015). */
export function invoiceContent(order: OrderRow): InvoiceContent {
  if (!isVatRate(order.vatRate)) throw new Error(`Order ${order.id} has VAT rate ${order.vatRate}`);
  return {
    customer: invoiceCustomer(order),
    orderId: order.id,
    region: order.region,
    goods: INVOICE_GOODS,
    figures: invoiceFigures({
      unitPricePence: parsePounds(order.unitPrice),
      // The delivered weight once the bill follows it (decision 045).
      tonnes: Number(order.billedTonnes ?? order.quantity),
      chargePence: parsePounds(order.extraCharge),
      vatRate: order.vatRate,
      vatPence: parsePounds(order.vatAmount),
      totalPence: parsePounds(order.totalPrice),
    }),
  };
}

/**
 * The invoice for a confirmed order, issued now: its tax point is the date of issue. A new
 * invoice for a changed order names the invoice it replaces.
 */
export function invoiceFor(
  order: OrderRow,
  issue: {
    number: number;
    issuedAt: Date;
    seller: InvoiceSeller;
    replacesNumber: number | null;
    payment?: InvoicePayment;
  },
): InvoiceDocument {
  return {
    kind: 'invoice',
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    taxPoint: ukDate(issue.issuedAt),
    seller: issue.seller,
    creditsNumber: null,
    replacesNumber: issue.replacesNumber,
    ...invoiceContent(order),
    ...(issue.payment && { payment: issue.payment }),
  };
}
