import { placeOrder as placeOrderEndpoint } from '#shared/api/orders';
import type { PlaceOrderRequest } from '#shared/schemas/orders';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/idempotency';
import { call } from '#client/lib/api-client.ts';

/**
 * The key makes a repeat of the same attempt (a retry after a lost answer, a double click)
 * return the first order instead of creating a second one.
 */
export const placeOrder = (request: PlaceOrderRequest, idempotencyKey: string) =>
  call(placeOrderEndpoint, {
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
