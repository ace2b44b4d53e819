// Bulk orders for the dashboard and export benchmarks: one INSERT ... SELECT over
// generate_series, so 100,000 orders take seconds, not minutes. Spread evenly over a span of
// time, across six regions, 1 to 10.5 tonnes, mostly at 5% VAT; each order's figures add up
// (net = 289.00 x tonnes, VAT rounded half up, total = net + VAT). As in a real shop, the last
// fortnight's orders are a mix of pending, confirmed and cancelled, older ones were confirmed
// (nearly all paid) or cancelled long ago.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

const FORTNIGHT_MS = 14 * 86_400_000;

export async function seedBulkOrders(
  db: Database,
  options: { count: number; from: Date; to: Date },
): Promise<void> {
  const spanMs = options.to.getTime() - options.from.getTime();
  await db.execute(sql`
    with generated as (
      select n,
        (array['Doncaster', 'Lincoln', 'Hull', 'York', 'Leeds', 'Sheffield'])[1 + n % 6] as region,
        (array['DN15 8QA', 'LN1 1AA', 'HU1 1AA', 'YO1 7HH', 'LS1 4AP', 'S1 2HE'])[1 + n % 6] as postcode,
        (1 + (n * 7919 % 20) / 2.0)::numeric(5, 1) as quantity,
        case when n % 20 = 0 then 0 when n % 7 = 0 then 20 else 5 end as vat_rate,
        case when n > ${options.count}::int * (1 - ${FORTNIGHT_MS}::float8 / ${spanMs})
          then (array['pending', 'confirmed', 'confirmed', 'cancelled'])[1 + n * 31 % 4]
          else (array['confirmed', 'confirmed', 'confirmed', 'cancelled'])[1 + n * 31 % 4]
        end as status
      from generate_series(1, ${options.count}::int) as n
    ), priced as (
      select *, (289.00 * quantity)::numeric(10, 2) as net from generated
    )
    insert into orders (first_name, last_name, company_name, email, phone, address_line1, city,
      postcode, region, quantity, unit_price, vat_rate, vat_amount, total_price, status,
      payment_status, created_at)
    select 'Customer', 'Number ' || n, case when n % 3 = 0 then 'Farm ' || n || ' Ltd' end,
      'customer' || n || '@example.com', '01632 960123', n || ' Station Road', region,
      postcode, region, quantity, 289.00, vat_rate, round(net * vat_rate / 100, 2),
      net + round(net * vat_rate / 100, 2), status,
      case when status = 'confirmed' and n % 20 <> 1 then 'completed' else 'pending' end,
      ${options.from.toISOString()}::timestamptz + (n - 1) * (${spanMs}::float8 / ${options.count}) * interval '1 millisecond'
    from priced`);
}
