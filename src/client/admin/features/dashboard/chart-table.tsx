import { ColumnHeads } from '#client/admin/components/column-heads.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHeaderCell,
  TableRow,
} from '#client/components/ui/table.tsx';

/** Figures as a table: a row per line, its first cell naming it; `bold` names a total row. */
export function FiguresTable({
  label,
  headers,
  rows,
  bold,
}: {
  label: string;
  headers: string[];
  rows: string[][];
  bold?: string;
}) {
  return (
    <Table label={label}>
      <ColumnHeads columns={headers} />
      <TableBody>
        {rows.map(([first = '', ...rest]) => (
          <TableRow key={first} className={first === bold ? 'font-semibold' : undefined}>
            <TableHeaderCell scope="row">{first}</TableHeaderCell>
            {rest.map((cell, i) => (
              <TableCell key={headers[i + 1]}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A chart's figures as a table, folded away under "Show the figures" until asked for. */
export function ChartTable(figures: { label: string; headers: string[]; rows: string[][] }) {
  return (
    <details className="group">
      <summary className="cursor-pointer rounded text-sm font-semibold text-forest-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700">
        Show the figures
      </summary>
      <div className="mt-2 max-h-80 overflow-y-auto">
        <FiguresTable {...figures} />
      </div>
    </details>
  );
}
