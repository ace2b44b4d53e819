import type { Dashboard, Sales } from '#shared/schemas/dashboard';
import { formatPounds } from '#client/admin/components/format.ts';

const PERIODS = [
  ['today', 'Today'],
  ['thisWeek', 'This week'],
  ['thisMonth', 'This month'],
] as const;

function SalesCard({ title, sales }: { title: string; sales: Sales }) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs"
    >
      <h3 className="text-sm font-semibold text-stone-600">{title}</h3>
      <p className="mt-1 text-2xl font-bold text-stone-900">{formatPounds(sales.net)}</p>
      <p className="text-sm text-stone-600">excluding VAT</p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-stone-500">Orders</dt>
          <dd className="font-semibold text-stone-900">{sales.orders}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Tonnes</dt>
          <dd className="font-semibold text-stone-900">{sales.tonnes}</dd>
        </div>
        <div>
          <dt className="text-stone-500">With VAT</dt>
          <dd className="font-semibold text-stone-900">{formatPounds(sales.gross)}</dd>
        </div>
      </dl>
    </section>
  );
}

function WorkCard({ title, count, hint }: { title: string; count: number; hint: string }) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-wood-600/30 bg-wood-50 p-4 shadow-xs"
    >
      <h3 className="text-sm font-semibold text-stone-700">{title}</h3>
      <p className="mt-1 text-2xl font-bold text-stone-900">{count}</p>
      <p className="text-sm text-stone-600">{hint}</p>
    </section>
  );
}

/** Sales today, this week and this month (orders not cancelled), and the orders waiting. */
export function SalesFigures({ data }: { data: Dashboard }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {PERIODS.map(([key, title]) => (
        <SalesCard key={key} title={title} sales={data[key]} />
      ))}
      <WorkCard
        title="Waiting for confirmation"
        count={data.awaitingConfirmation}
        hint="Pending orders to confirm or cancel"
      />
      <WorkCard
        title="Awaiting payment"
        count={data.awaitingPayment}
        hint="Confirmed orders not yet paid"
      />
      <WorkCard
        title="Deliveries this week"
        count={data.deliveriesThisWeek}
        hint="Booked for Monday to Sunday, delivered or not"
      />
    </div>
  );
}
