import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '#client/components/ui/table.tsx';

/** A chart's figures as a table, folded away under "Show the figures" until asked for. */
export function ChartTable({
  label,
  headers,
  rows,
}: {
  label: string;
  headers: string[];
  rows: string[][];
}) {
  return (
    <details className="group">
      <summary className="cursor-pointer rounded text-sm font-semibold text-forest-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700">
        Show the figures
      </summary>
      <div className="mt-2 max-h-80 overflow-y-auto">
        <Table label={label}>
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableHeaderCell key={header} scope="col">
                  {header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([first, ...rest]) => (
              <TableRow key={first}>
                <TableHeaderCell scope="row">{first}</TableHeaderCell>
                {rest.map((cell, i) => (
                  <TableCell key={headers[i + 1]}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </details>
  );
}
