import { getTableColumns } from 'drizzle-orm';
import { orders } from './orders.tables.ts';

// The order as the shop shows it: not the back office's search and delivery-planning columns,
// nor the bookkeeping that makes a checkout submission idempotent. Deliveries and invoices
// read orders in this shape too.
const {
  searchText: _searchText,
  postcodeArea: _postcodeArea,
  idempotencyKey: _idempotencyKey,
  idempotencySource: _idempotencySource,
  requestHash: _requestHash,
  ...columns
} = getTableColumns(orders);
export const orderColumns = columns;

export type OrderRow = Omit<
  typeof orders.$inferSelect,
  'searchText' | 'postcodeArea' | 'idempotencyKey' | 'idempotencySource' | 'requestHash'
>;

/** What an order sold and for how much, as the exports read it (the person's and the books'). */
export const orderSaleColumns = {
  region: orders.region,
  quantity: orders.quantity,
  unitPrice: orders.unitPrice,
  vatRate: orders.vatRate,
  vatAmount: orders.vatAmount,
  totalPrice: orders.totalPrice,
};
