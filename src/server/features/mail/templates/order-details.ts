import { formatGBP, parsePounds } from '#domain/money';
import type { Order } from '#shared/schemas/orders';
import { site } from '#shared/site';
import type { Block, Row } from '#server/db/email-document';
import { addressLines, pounds, tonnes, ukDateTime } from './format.ts';

export const customerName = (order: Order) => `${order.firstName} ${order.lastName}`.trim();

function sameAddress(order: Order): boolean {
  const norm = (v: string | null) => (v ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return (
    norm(order.billingAddressLine1) === norm(order.addressLine1) &&
    norm(order.billingAddressLine2) === norm(order.addressLine2) &&
    norm(order.billingCity) === norm(order.city) &&
    norm(order.billingPostcode).replace(/ /g, '') === norm(order.postcode).replace(/ /g, '')
  );
}

/** The billing address only when one was given and it differs from the delivery address. */
export function billingAddress(order: Order): string | null {
  if (!order.billingAddressLine1?.trim() || sameAddress(order)) return null;
  return addressLines(
    order.billingAddressLine1,
    order.billingAddressLine2,
    order.billingCity,
    order.billingPostcode,
  );
}

function priceRows(order: Order): Row[] {
  // The order stores the total including VAT and the VAT; the goods are the difference.
  const subtotal = parsePounds(order.totalPrice) - parsePounds(order.vatAmount);
  return [
    { label: 'Product', value: site.productName },
    { label: 'Delivery region', value: order.region },
    { label: 'Quantity', value: tonnes(order.quantity) },
    { label: 'Unit price', value: `${pounds(order.unitPrice)} per tonne (excl. VAT)` },
    { label: 'Subtotal (excl. VAT)', value: formatGBP(subtotal) },
    { label: 'Delivery', value: 'Included' },
    { label: `VAT at ${order.vatRate}%`, value: pounds(order.vatAmount) },
    { label: 'Total (incl. VAT)', value: pounds(order.totalPrice), total: true },
  ];
}

/** The facts of an order, the same in the customer's confirmation and the business's notice. */
export function orderDetailBlocks(order: Order): Block[] {
  const billing = billingAddress(order);
  return [
    {
      kind: 'table',
      title: 'Order details',
      rows: [
        { label: 'Order number', value: `#${order.id}` },
        { label: 'Order date', value: ukDateTime(order.createdAt) },
        ...priceRows(order),
      ],
    },
    {
      kind: 'table',
      title: 'Addresses',
      rows: [
        {
          label: 'Delivery address',
          value: addressLines(order.addressLine1, order.addressLine2, order.city, order.postcode),
        },
        { label: 'Billing address', value: billing ?? 'Same as delivery address' },
      ],
    },
    {
      kind: 'table',
      title: 'Contact details',
      rows: [
        { label: 'Name', value: customerName(order) },
        ...(order.companyName?.trim()
          ? [{ label: 'Company', value: order.companyName.trim() }]
          : []),
        { label: 'Email', value: order.email },
        { label: 'Phone', value: order.phone },
      ],
    },
  ];
}
