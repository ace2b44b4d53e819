/**
 * Where an order's Idempotency-Key came from (decision 006): a browser's checkout (the
 * `Idempotency-Key` header), or the shop itself accepting a top-up offer for its recipient.
 * A key is unique within its source only, so no key a visitor sends can take one the shop uses.
 */
export const IDEMPOTENCY_SOURCES = ['checkout', 'top-up'] as const;
export type IdempotencySource = (typeof IDEMPOTENCY_SOURCES)[number];

/** A submission's key with its source: repeating both finds the order they first made. */
export interface IdempotencyKey {
  source: IdempotencySource;
  key: string;
}
