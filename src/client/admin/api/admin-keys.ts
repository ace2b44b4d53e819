/**
 * The back office's query keys start here: each area's api file makes its own keys under this
 * root (an order's list, its ledger and its deliveries under the orders' key, so invalidating
 * orders refreshes them all), and logging out drops everything under it at once.
 */
export const adminKey = <const Parts extends readonly unknown[]>(...parts: Parts) =>
  ['admin', ...parts] as const;
