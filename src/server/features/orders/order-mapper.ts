import type { Order } from '#shared/schemas/orders';
import type { OrderRow } from './order-row.ts';

type DeliveryColumns = Pick<
  OrderRow,
  | 'deliveryForm'
  | 'deliveryLorryLimit'
  | 'deliveryHoseMetres'
  | 'deliveryEarliestDate'
  | 'deliveryBookedDate'
  | 'deliveryAccessNotes'
  | 'deliveryStatus'
  | 'deliveryDate'
  | 'deliverySlot'
  | 'deliveryFailureReason'
>;

/** The order's delivery as the browser sees it, from its delivery columns. */
export function deliveryOf(row: DeliveryColumns): Order['delivery'] {
  return {
    form: row.deliveryForm,
    lorryLimit: row.deliveryLorryLimit,
    hoseMetres: row.deliveryHoseMetres,
    earliestDate: row.deliveryEarliestDate,
    bookedDate: row.deliveryBookedDate,
    accessNotes: row.deliveryAccessNotes,
    status: row.deliveryStatus,
    date: row.deliveryDate,
    slot: row.deliverySlot,
    failureReason: row.deliveryFailureReason,
  };
}

/** The order as the browser sees it: money as two-decimal strings, quantity in tonnes. */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    customerId: row.customerId,
    companyName: row.companyName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postcode: row.postcode,
    billingAddressLine1: row.billingAddressLine1,
    billingAddressLine2: row.billingAddressLine2,
    billingCity: row.billingCity,
    billingPostcode: row.billingPostcode,
    region: row.region,
    quantity: Number(row.quantity),
    billedTonnes: row.billedTonnes === null ? null : Number(row.billedTonnes),
    extraCharge: row.extraCharge,
    unitPrice: row.unitPrice,
    vatRate: row.vatRate,
    vatAmount: row.vatAmount,
    totalPrice: row.totalPrice,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentIssue: row.paymentIssue,
    amountReceived: row.amountReceived,
    amountRefunded: row.amountRefunded,
    amountWrittenOff: row.amountWrittenOff,
    delivery: deliveryOf(row),
    cancelRequestedAt: row.cancelRequestedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
