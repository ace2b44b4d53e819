import type { VatSummaryResponse } from '#shared/schemas/orders-export';
import { formatDate, formatPounds } from '#client/admin/components/format.ts';
import { FiguresTable } from '#client/admin/features/dashboard/chart-table.tsx';

/** Net and VAT per rate for the range's confirmed orders, as on a VAT return. */
export function VatSummaryTable({ summary }: { summary: VatSummaryResponse }) {
  const rows = [
    ...summary.rates.map((rate) => ({ name: `${rate.vatRate}%`, ...rate })),
    { name: 'Total', ...summary.total },
  ].map(({ name, orders, net, vat, gross }) => [
    name,
    String(orders),
    ...[net, vat, gross].map(formatPounds),
  ]);
  const label = `VAT summary, ${formatDate(summary.from)} to ${formatDate(summary.to)}`;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <p className="text-sm text-stone-600">
        {label}: confirmed orders only (pending orders are not yet sales, cancelled ones never
        were), by the day they were placed.
      </p>
      <FiguresTable
        label={label}
        headers={['VAT rate', 'Orders', 'Net', 'VAT', 'Gross']}
        rows={rows}
        bold="Total"
      />
    </div>
  );
}
