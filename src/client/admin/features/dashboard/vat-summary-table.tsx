import type { VatSummaryResponse } from '#shared/schemas/orders-export';
import { formatDate, formatPounds } from '#client/admin/components/format.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '#client/components/ui/table.tsx';

/** Net and VAT per rate for the range's confirmed orders, as on a VAT return. */
export function VatSummaryTable({ summary }: { summary: VatSummaryResponse }) {
  const rows = [
    ...summary.rates.map((rate) => ({ name: `${rate.vatRate}%`, ...rate })),
    { name: 'Total', ...summary.total },
  ];
  const label = `VAT summary, ${formatDate(summary.from)} to ${formatDate(summary.to)}`;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <p className="text-sm text-stone-600">
        {label}: confirmed orders only (pending orders are not yet sales, cancelled ones never
        were), by the day they were placed.
      </p>
      <Table label={label}>
        <TableHead>
          <TableRow>
            {['VAT rate', 'Orders', 'Net', 'VAT', 'Gross'].map((header) => (
              <TableHeaderCell key={header} scope="col">
                {header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name} className={row.name === 'Total' ? 'font-semibold' : ''}>
              <TableHeaderCell scope="row">{row.name}</TableHeaderCell>
              <TableCell>{row.orders}</TableCell>
              <TableCell>{formatPounds(row.net)}</TableCell>
              <TableCell>{formatPounds(row.vat)}</TableCell>
              <TableCell>{formatPounds(row.gross)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
