// The reference a customer quotes when paying an order, by bank transfer or online: 'WP' and
// the order number. Banks carry 18 characters of reference (Faster Payments), so it stays
// short, and it holds only capitals and digits, which every bank accepts.

/** The order's payment reference: order 1042 -> 'WP1042'. */
export function orderPaymentReference(orderId: number): string {
  if (!Number.isSafeInteger(orderId) || orderId < 1) {
    throw new RangeError(`An order number is a positive integer, got ${orderId}`);
  }
  return `WP${orderId}`;
}
