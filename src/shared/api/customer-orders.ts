import { MoveBookedDaySchema } from '../schemas/delivery.ts';
import { OrderIdParamsSchema } from '../schemas/order-overview.ts';
import { OrderSchema } from '../schemas/orders.ts';
import { defineEndpoint, type EndpointDeclaration } from './endpoint.ts';

// What a signed-in customer does to their own order from the account (decision 040). Another
// customer's order, or a guest's, is not found (404). Refusals are 409 with what to do instead.

/** An action on one of the signed-in customer's orders, answered with the order as it now is. */
const myOrderAction = <const E extends Pick<EndpointDeclaration, 'method' | 'summary' | 'body'>>(
  action: string,
  endpoint: E,
) =>
  defineEndpoint({
    ...endpoint,
    path: `/api/customers/me/orders/:id/${action}`,
    access: 'customer',
    perMinute: 10,
    params: OrderIdParamsSchema,
    response: { status: 200, schema: OrderSchema },
  });

export const cancelMyOrder = myOrderAction('cancel', {
  method: 'POST',
  summary:
    "Cancel the signed-in customer's order not yet confirmed, as the back office cancels (409 once confirmed: ask instead); again changes nothing",
});

export const askToCancelMyOrder = myOrderAction('cancel-request', {
  method: 'POST',
  summary:
    "Ask the business to cancel the signed-in customer's confirmed order: recorded, shown in the Orders tab and emailed to the business once (409 when pending, cancelled or delivered)",
});

export const moveMyBookedDay = myOrderAction('booked-day', {
  method: 'PUT',
  summary:
    "Move the signed-in customer's booked delivery day to another day of its round with room; both days outside the lead time's notice, not once planned (409; 409 when full); emailed",
  body: MoveBookedDaySchema,
});

export const customerOrdersEndpoints = { cancelMyOrder, askToCancelMyOrder, moveMyBookedDay };
