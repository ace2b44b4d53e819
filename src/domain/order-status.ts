/**
 * The status of an order (spec section 4): the one list behind the API's enums, the database
 * column and its check constraint.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
