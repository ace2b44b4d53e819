// What erasing a person (UK GDPR article 17) does to each of their orders: refused while an
// order is still under way, at once for an order never invoiced, and for an invoiced order
// everything but what its invoice shows until the invoice's retention ends (HMRC).
import { erasedOrderFields, type ErasedOrderFields } from './order-erasure.ts';
import type { PaymentStatus } from './payment-status.ts';
import { invoiceKeptUntil, isOrderClosed } from './retention.ts';

export interface OrderErasureFacts {
  id: number;
  status: 'pending' | 'confirmed' | 'cancelled';
  paymentStatus: PaymentStatus;
  deliveryStatus: string;
  /** Its latest invoice or credit note, or null when it was never invoiced. */
  lastInvoicedAt: Date | null;
  /** Its invoices' and credit notes' numbers, as printed. */
  documents: string[];
  anonymisedAt: Date | null;
}

export interface ErasurePlan {
  /** Orders still under way, with why: while there are any, nothing is erased. */
  blocked: { orderId: number; reason: string }[];
  /** Orders whose personal details go now. */
  eraseNow: number[];
  /** Invoiced orders keeping what their invoices show until `keptUntil`. */
  keep: { orderId: number; documents: string[]; keptUntil: Date }[];
}

const PAID: readonly PaymentStatus[] = ['completed', 'processing'];

/** Why the order cannot be erased yet (the lorry still needs its address), or null. */
export function erasureBlockedReason(order: OrderErasureFacts): string | null {
  if (isOrderClosed(order)) return null;
  if (PAID.includes(order.paymentStatus)) return 'paid and not yet delivered';
  if (order.status === 'confirmed') return 'confirmed and not yet delivered';
  return 'awaiting payment';
}

export function planErasure(
  orders: readonly OrderErasureFacts[],
  options: { now: Date; invoicedOrderYears: number },
): ErasurePlan {
  const plan: ErasurePlan = { blocked: [], eraseNow: [], keep: [] };
  for (const order of orders) {
    if (order.anonymisedAt !== null) continue;
    const reason = erasureBlockedReason(order);
    if (reason !== null) {
      plan.blocked.push({ orderId: order.id, reason });
      continue;
    }
    const keptUntil =
      order.lastInvoicedAt === null
        ? null
        : invoiceKeptUntil(order.lastInvoicedAt, options.invoicedOrderYears);
    if (keptUntil !== null && keptUntil > options.now) {
      plan.keep.push({ orderId: order.id, documents: order.documents, keptUntil });
    } else {
      plan.eraseNow.push(order.id);
    }
  }
  return plan;
}

/** "Order #12 is paid and not yet delivered: finish or cancel it first." One per order. */
export const erasureBlockedMessage = (blocked: ErasurePlan['blocked']): string =>
  blocked
    .map(({ orderId, reason }) => `Order #${orderId} is ${reason}: finish or cancel it first.`)
    .join(' ');

/**
 * The customer's own 'Delete my account' refused: what they can do about each order in the
 * Order History tab (decision 040): cancel one not yet confirmed, ask us to cancel one that is.
 */
export const customerErasureBlockedMessage = (
  blocked: ErasurePlan['blocked'],
  orders: readonly Pick<OrderErasureFacts, 'id' | 'status'>[],
): string =>
  blocked
    .map(({ orderId, reason }) => {
      const confirmed = orders.find((order) => order.id === orderId)?.status === 'confirmed';
      const remedy = confirmed
        ? "choose 'Ask to cancel' on it in Order History, or delete your account once it is delivered"
        : "choose 'Cancel order' on it in Order History first";
      return `Order #${orderId} is ${reason}: ${remedy}.`;
    })
    .join(' ');

/**
 * What an invoice prints of its customer: the name, the company and the billing address, or
 * the delivery address when the order has none.
 */
type InvoiceShownField =
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'postcode'
  | 'billingAddressLine1'
  | 'billingAddressLine2'
  | 'billingCity'
  | 'billingPostcode';

/**
 * What an invoiced order loses when its person is erased before the invoice's retention ends:
 * every personal field its invoice does not show. The delivery address goes when the invoice
 * shows a separate billing address.
 */
export function erasedExceptInvoice(order: {
  postcode: string;
  billingAddressLine1: string | null;
}): Partial<ErasedOrderFields> {
  const erased = erasedOrderFields(order);
  const kept: InvoiceShownField[] = ['firstName', 'lastName', 'companyName'];
  if (order.billingAddressLine1) {
    kept.push('billingAddressLine1', 'billingAddressLine2', 'billingCity', 'billingPostcode');
  } else {
    kept.push('addressLine1', 'addressLine2', 'city', 'postcode');
  }
  const shown = new Set<string>(kept);
  return Object.fromEntries(Object.entries(erased).filter(([field]) => !shown.has(field)));
}
