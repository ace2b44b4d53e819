import { pgView } from 'drizzle-orm/pg-core';
import { orderColumns } from './orders.tables.ts';

/**
 * The orders table as other features see it: a view over the same rows and columns, so they
 * select from it, join it and filter on it, but cannot insert into, update or delete from it
 * (Drizzle writes only tables). Their changes to an order go through `order-writes.ts` or the
 * order's events; the lint rules refuse the table itself outside this feature.
 */
export const orders = pgView('orders', orderColumns).existing();
