import { asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { CustomerSort } from '#shared/schemas/admin';
import type { Database } from '#server/db/client';
import { customers } from './customers.tables.ts';
import { orders } from '../orders/orders-view.ts';
import { containsText, totalFromPage } from '#server/db/search';
import type { CustomerRow, NewCustomerRow } from './customers.repo.ts';

export type AdminCustomerRow = CustomerRow & { orderCount: number };

/** What the business sets about a customer, beyond the profile. */
export type CustomerTerms = Partial<
  Pick<NewCustomerRow, 'customPrice' | 'customPriceNote' | 'customPriceValidTo' | 'vatRate'>
>;

const { searchText: _searchText, ...customerColumns } = getTableColumns(customers);
/**
 * Counted per row of one page only, through orders_customer_id_idx. Qualified by hand: drizzle
 * writes a lone table's columns unqualified, and an unqualified "id" in here would be the
 * order's own id. "customers" is the table, or the search's subquery of the same name.
 */
const orderCount = sql<number>`(
  select count(*) from ${orders} as counted
  where counted.customer_id = ${sql.identifier('customers')}.id
)`.mapWith(Number);

/** Each sort has an index with the same columns (migration 0002); id makes the order total. */
const SORTS: Record<CustomerSort, SQL[]> = {
  last_name_asc: [asc(customers.lastName), asc(customers.firstName), asc(customers.id)],
  last_name_desc: [desc(customers.lastName), desc(customers.firstName), desc(customers.id)],
  first_name_asc: [asc(customers.firstName), asc(customers.lastName), asc(customers.id)],
  first_name_desc: [desc(customers.firstName), desc(customers.lastName), desc(customers.id)],
  created_asc: [asc(customers.createdAt), asc(customers.id)],
  created_desc: [desc(customers.createdAt), desc(customers.id)],
};

/**
 * The ids of one page, in order: without a search, an index-only scan of the sort's index
 * however deep the page. A search takes its matches from the trigram index first and sorts
 * only those. Its subquery is named "customers", so the sort columns read from it, and its
 * OFFSET 0 stops PostgreSQL from merging it back and walking a name index instead, testing
 * every row on the way (slow for a name late in the alphabet: matches cluster in sort order).
 */
function pageIds(
  db: Database,
  where: SQL | undefined,
  query: { sort: CustomerSort; limit: number; offset: number },
) {
  const source = where
    ? sql`(select id, first_name, last_name, created_at from ${customers} where ${where} offset 0) as ${customers}`
    : customers;
  return db
    .select({ id: sql<number>`${customers}.id` })
    .from(source)
    .orderBy(...SORTS[query.sort])
    .limit(query.limit)
    .offset(query.offset);
}

/** The back office's SQL for customers: the searchable list and the business's settings. */
export function createCustomersAdminRepo(db: Database) {
  return {
    async list(query: {
      search: string;
      sort: CustomerSort;
      limit: number;
      offset: number;
    }): Promise<{ rows: AdminCustomerRow[]; total: number }> {
      const where = query.search ? containsText(customers.searchText, query.search) : undefined;
      const rows = await db
        .select({ ...customerColumns, orderCount })
        .from(customers)
        .where(inArray(customers.id, pageIds(db, where, query)))
        .orderBy(...SORTS[query.sort]);
      const known = totalFromPage(rows.length, query.limit, query.offset);
      if (known !== null) return { rows, total: known };
      const [counted] = await db.select({ n: count() }).from(customers).where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    async findById(id: number): Promise<AdminCustomerRow | null> {
      const [row] = await db
        .select({ ...customerColumns, orderCount })
        .from(customers)
        .where(eq(customers.id, id));
      return row ?? null;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, id));
      return row !== undefined;
    },

    /** False when there is no such customer. */
    async updateTerms(id: number, terms: CustomerTerms, updatedAt: Date): Promise<boolean> {
      const updated = await db
        .update(customers)
        .set({ ...terms, updatedAt })
        .where(eq(customers.id, id))
        .returning({ id: customers.id });
      return updated.length > 0;
    },
  };
}
