/**
 * The 404 message for an order the shop does not have. On its own so that features below the
 * orders services (order links, say) can give it without importing them.
 */
export const ORDER_NOT_FOUND = 'Order not found';
