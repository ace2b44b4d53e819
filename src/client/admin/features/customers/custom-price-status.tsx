import type { AdminCustomer } from '#shared/schemas/admin';
import { Badge } from '#client/admin/components/badge.tsx';
import { formatDate, formatPounds } from '#client/admin/components/format.ts';
import { customPriceView } from '#client/admin/features/customers/custom-price-view.ts';

/** The custom price cell: the price and how long it lasts, coloured by its state. */
export function CustomPriceStatus({ customer, now }: { customer: AdminCustomer; now: Date }) {
  const view = customPriceView(customer, now);
  if (view === 'none' || customer.customPrice === null) {
    return <span className="text-stone-500">Standard</span>;
  }
  const price = `${formatPounds(customer.customPrice)}/t`;
  const validTo = customer.customPriceValidTo;
  return (
    <div className="grid justify-items-start gap-1">
      <span className="font-semibold whitespace-nowrap text-stone-900 tabular-nums">{price}</span>
      {view === 'expired' ? (
        <Badge tone="danger">EXPIRED</Badge>
      ) : view === 'expiring' && validTo ? (
        <Badge tone="warning">Expires {formatDate(validTo)}</Badge>
      ) : (
        <Badge tone="success">{validTo ? `Active until ${formatDate(validTo)}` : 'Active'}</Badge>
      )}
    </div>
  );
}
