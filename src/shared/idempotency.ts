/** The header that makes placing an order safe to retry (decision 006). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
