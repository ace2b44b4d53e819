// An order's own view (GET /api/orders/{id}/overview) and the orders list filtered by delivery
// status, on the embedded database (PGlite) with 100,000 orders and 20,000 customers, each
// order with its events and emails, the confirmed ones invoiced (some credited and invoiced
// again) and some with online payment attempts: p50/p95 over sequential requests.
// Target: p95 < 50 ms for each.
// Run: node --import tsx scripts/bench/order-view.ts
import { sql } from 'drizzle-orm';
import { DELIVERY_STATUSES } from '#domain/delivery-status';
import type { Database } from '#server/db/client';
import { measureSequential, withAdminBenchShop } from './admin-bench-app.ts';
import { searchTerms, seedCustomers, seedOrders } from './admin-seed.ts';

const CUSTOMERS = 20_000;
const ORDERS = 100_000;
const REQUESTS = 300;
const TARGET_P95_MS = 50;

/**
 * What hangs off each order: deliveries (the older confirmed ones delivered, the newest 3,000
 * open), a 'created' event and one per status change, two emails (the customer's and the
 * business's), an invoice per confirmed order with a credit note and a new invoice for one in
 * ten, and Pay Now attempts for one confirmed order in five.
 */
async function seedOrderHistory(db: Database): Promise<void> {
  await db.execute(sql`
    update orders set delivery_status = 'delivered',
      delivery_date = (created_at at time zone 'Europe/London')::date + 5
    where status = 'confirmed' and id not in (
      select id from orders where status = 'confirmed' order by id desc limit 3000)`);
  await db.execute(sql`
    update orders set
      delivery_status = (array['to_be_scheduled', 'scheduled', 'scheduled', 'out_for_delivery', 'failed'])[1 + id % 5],
      delivery_date = case when id % 5 in (1, 2, 3) then current_date + (id % 10) end,
      delivery_slot = case when id % 5 in (1, 2, 3) then (array['am', 'pm'])[1 + id % 2] end,
      delivery_failure_reason = case when id % 5 = 4 then 'Nobody in, gate locked' end
    where status = 'confirmed' and delivery_status <> 'delivered'`);
  await db.execute(sql`
    insert into order_events (order_id, actor, type, created_at)
    select id, 'customer', 'created', created_at from orders`);
  await db.execute(sql`
    insert into order_events (order_id, actor, type, field, old_value, new_value, created_at)
    select id, 'admin', 'status_changed', 'status', 'pending', status, created_at + interval '2 hours'
    from orders where status <> 'pending'`);
  await db.execute(sql`
    insert into email_outbox (to_address, subject, body, status, order_id, created_at, sent_at)
    select address, 'Your order', '{"blocks":[{"type":"paragraph","text":"Thank you for your order."}]}'::jsonb,
      'sent', id, created_at, created_at + interval '1 minute'
    from orders cross join lateral (values (email), ('orders@example.test')) as a(address)`);
  await seedInvoices(db);
  await db.execute(sql`
    insert into payment_transactions (order_id, provider_payment_id, amount, status,
      provider_reference_code, payment_url, created_at, updated_at, voided_at)
    select o.id, gen_random_uuid()::text, o.total_price,
      case when n = 1 and o.id % 2 = 0 then 'completed' else 'failed' end,
      'WP' || o.id || '-' || n, 'https://pay.example.test/' || o.id || '/' || n,
      o.created_at + n * interval '1 day', o.created_at + n * interval '1 day',
      case when n = 2 then o.created_at + interval '3 days' end
    from orders o cross join generate_series(1, 2) as n
    where o.status = 'confirmed' and o.id % 5 = 0 and (n = 1 or o.id % 10 = 0)`);
}

/** Invoices as issued: a document of about 1 KB each, numbers from one sequence. */
async function seedInvoices(db: Database): Promise<void> {
  const documentOf = (kind: string, gross: string) => sql`jsonb_build_object(
    'kind', ${kind}::text, 'number', 0, 'issuedAt', o.created_at, 'taxPoint', o.created_at::date,
    'seller', jsonb_build_object('name', 'Northfield Wood Pellets', 'addressLines',
      jsonb_build_array('Unit 4, Meadow Lane Business Park', 'Loughborough', 'LE11 1JP'),
      'vatNumber', 'GB123456789', 'companyNumber', '01234567',
      'paymentTerms', 'Payment is due within 30 days of the invoice date.'),
    'customer', jsonb_build_object('name', o.first_name || ' ' || o.last_name,
      'company', o.company_name, 'addressLines', jsonb_build_array(o.address_line1, o.city, o.postcode)),
    'orderId', o.id, 'region', o.region, 'goods', 'ENplus A1 wood pellets',
    'figures', jsonb_build_object('unitPricePence', 28900, 'tonnes', o.quantity::float,
      'vatRate', o.vat_rate, 'netPence', ((o.total_price - o.vat_amount) * 100)::int,
      'vatPence', (o.vat_amount * 100)::int, 'grossPence', ${sql.raw(gross)}),
    'creditsNumber', null)`;
  await db.execute(sql`
    insert into invoices (number, kind, order_id, issued_at, document)
    select row_number() over (order by o.id), 'invoice', o.id, o.created_at + interval '2 hours',
      ${documentOf('invoice', '(o.total_price * 100)::int')}
    from orders o where o.status = 'confirmed'`);
  // One in ten credited and invoiced again: the credit note, then the new invoice.
  await db.execute(sql`
    insert into invoices (number, kind, order_id, credits_invoice_id, issued_at, document)
    select (select max(number) from invoices) + row_number() over (order by i.id), 'credit_note', i.order_id, i.id,
      i.issued_at + interval '1 day', ${documentOf('credit_note', '-(o.total_price * 100)::int')}
    from invoices i join orders o on o.id = i.order_id where i.order_id % 10 = 3`);
  await db.execute(sql`
    insert into invoices (number, kind, order_id, issued_at, document)
    select (select max(number) from invoices) + row_number() over (order by o.id), 'invoice', o.id,
      o.created_at + interval '1 day 1 hour', ${documentOf('invoice', '(o.total_price * 100)::int')}
    from orders o where o.status = 'confirmed' and o.id % 10 = 3`);
  await db.execute(
    sql`update invoice_sequence set last_number = (select max(number) from invoices)`,
  );
}

/** Orders an administrator opens: mostly recent ones, some from anywhere in the shop's years. */
function overviewUrls(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const id = i % 3 === 0 ? 1 + ((i * 7919) % ORDERS) : ORDERS - ((i * 37) % 2_000);
    return `/api/orders/${id}/overview`;
  });
}

/** The list by delivery status: alone, with an order status, with a search, deeper pages. */
function deliveryListUrls(count: number): string[] {
  const terms = searchTerms();
  return Array.from({ length: count }, (_, i) => {
    const query = new URLSearchParams({
      deliveryStatus: DELIVERY_STATUSES[i % DELIVERY_STATUSES.length] ?? 'scheduled',
      page: String(i % 10 === 9 ? 5 : 1 + (i % 2)),
      pageSize: String([10, 25, 50][i % 3]),
    });
    if (i % 4 === 3) query.set('search', terms[i % terms.length] ?? '');
    return `/api/orders?${query.toString()}`;
  });
}

export function benchOrderView() {
  const now = new Date();
  return withAdminBenchShop(
    async (db) => {
      const accounts = await seedCustomers(db, CUSTOMERS, now);
      await seedOrders(db, ORDERS, accounts, now);
      await seedOrderHistory(db);
    },
    async ({ base, cookie, seedSeconds }) => {
      const views = overviewUrls(REQUESTS);
      const lists = deliveryListUrls(REQUESTS);
      await measureSequential(base, cookie, [...views.slice(0, 40), ...lists.slice(0, 40)]);
      const viewResult = await measureSequential(base, cookie, views);
      const listResult = await measureSequential(base, cookie, lists);
      return {
        benchmark: `Order view and delivery filter on PGlite: ${ORDERS} orders with events, emails, invoices and payment attempts (sequential requests)`,
        seedSeconds,
        'GET /api/orders/{id}/overview': viewResult,
        'GET /api/orders?deliveryStatus=': listResult,
        target: `p95 < ${TARGET_P95_MS} ms for each`,
        met: viewResult.p95Ms < TARGET_P95_MS && listResult.p95Ms < TARGET_P95_MS,
      };
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchOrderView(), null, 2));
}
