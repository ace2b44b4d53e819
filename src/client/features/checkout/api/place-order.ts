import { IDEMPOTENCY_KEY_HEADER, type Order, type PlaceOrderRequest } from '#shared/schemas/orders';
import { api } from '#client/lib/api-client.ts';

/**
 * POST /api/orders. The key makes a repeat of the same attempt (a retry after a lost answer,
 * a double click) return the first order instead of creating a second one.
 */
export function placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<Order> {
  return api.post<Order>('/api/orders', request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
