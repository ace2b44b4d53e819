import type { Order } from '#shared/schemas/orders';

/** The session storage key the placed order waits under for the confirmation screen. */
export const CONFIRMED_ORDER_KEY = 'confirmedOrder';

export function storeConfirmedOrder(order: Order): void {
  try {
    sessionStorage.setItem(CONFIRMED_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage can be full or blocked; the order is placed and emailed either way.
  }
}

/** Just enough checking that the screen can render it (no zod in this chunk). */
function looksLikeOrder(value: unknown): value is Order {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Record<string, unknown>;
  return (
    typeof order.id === 'number' &&
    typeof order.quantity === 'number' &&
    ['region', 'unitPrice', 'totalPrice', 'addressLine1', 'city', 'postcode', 'email'].every(
      (field) => typeof order[field] === 'string',
    )
  );
}

/** The stored order, if any. Reading does not remove it: see removeConfirmedOrder. */
export function readConfirmedOrder(): Order | null {
  try {
    const raw = sessionStorage.getItem(CONFIRMED_ORDER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return looksLikeOrder(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function removeConfirmedOrder(): void {
  try {
    sessionStorage.removeItem(CONFIRMED_ORDER_KEY);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
