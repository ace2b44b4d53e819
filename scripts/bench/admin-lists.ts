// GET /api/orders and GET /api/customers with 100,000 orders and 20,000 customers on the
// embedded database (PGlite): p50/p95 over a few hundred admin searches and pages, one request
// at a time over real HTTP. Target: p95 < 50 ms for each list.
// Run: node --import tsx scripts/bench/admin-lists.ts
import { measureSequential, withAdminBenchShop } from './admin-bench-app.ts';
import { searchTerms, seedCustomers, seedOrders } from './admin-seed.ts';

const CUSTOMERS = 20_000;
const ORDERS = 100_000;
const REQUESTS_PER_LIST = 300;
const TARGET_P95_MS = 50;

const PAGE_SIZES = [10, 10, 25, 5, 50];

/**
 * A mix like real use: mostly searches on the first pages; one request in six browses without
 * a search, one in twenty jumps to a deep page (up to offset 5,000).
 */
function listUrls(path: string, count: number, extra: (i: number) => string): string[] {
  const terms = searchTerms();
  return Array.from({ length: count }, (_, i) => {
    const search = i % 6 === 5 ? '' : (terms[i % terms.length] ?? '');
    const page = i % 20 === 7 ? 20 + ((i * 37) % 180) : 1 + (i % 3);
    const pageSize = PAGE_SIZES[i % PAGE_SIZES.length] ?? 10;
    const query = new URLSearchParams({ search, page: String(page), pageSize: String(pageSize) });
    return `${path}?${query.toString()}${extra(i)}`;
  });
}

export function benchAdminLists() {
  const now = new Date();
  return withAdminBenchShop(
    async (db) => {
      const accounts = await seedCustomers(db, CUSTOMERS, now);
      await seedOrders(db, ORDERS, accounts, now);
    },
    async ({ base, cookie, seedSeconds }) => {
      const orderUrls = listUrls('/api/orders', REQUESTS_PER_LIST, () => '');
      const sorts = ['last_name_asc', 'first_name_asc', 'created_desc', 'last_name_desc'];
      const customerUrls = listUrls(
        '/api/customers',
        REQUESTS_PER_LIST,
        (i) => `&sort=${sorts[i % 4]}`,
      );
      // Warm up (JIT, caches) before measuring.
      await measureSequential(base, cookie, [
        ...orderUrls.slice(0, 40),
        ...customerUrls.slice(0, 40),
      ]);
      const ordersResult = await measureSequential(base, cookie, orderUrls);
      const customersResult = await measureSequential(base, cookie, customerUrls);
      return {
        benchmark: `Admin lists on PGlite: ${ORDERS} orders, ${CUSTOMERS} customers (sequential requests, search + page)`,
        seedSeconds,
        'GET /api/orders': ordersResult,
        'GET /api/customers': customersResult,
        target: `p95 < ${TARGET_P95_MS} ms for each list`,
        met: ordersResult.p95Ms < TARGET_P95_MS && customersResult.p95Ms < TARGET_P95_MS,
      };
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchAdminLists(), null, 2));
}
