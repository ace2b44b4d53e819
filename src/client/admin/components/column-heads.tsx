import type { ReactNode } from 'react';

import { TableHead, TableHeaderCell, TableRow } from '#client/components/ui/table.tsx';

/** A table's header row: a header cell per column, those of amounts aligned right. */
export function ColumnHeads({
  columns,
  numericColumns = [],
  numericNote,
  leadingHeader,
}: {
  columns: readonly string[];
  /** The columns of amounts and counts, aligned right like their cells. */
  numericColumns?: readonly string[];
  /** Said to screen readers after a numeric column's name: what its amounts are. */
  numericNote?: string;
  /** A header cell before the named columns, such as a checkbox that selects every row. */
  leadingHeader?: ReactNode;
}) {
  return (
    <TableHead>
      <TableRow>
        {leadingHeader}
        {columns.map((column) => {
          const numeric = numericColumns.includes(column);
          return (
            <TableHeaderCell
              key={column}
              scope="col"
              className={numeric ? 'text-right' : undefined}
            >
              {column}
              {numeric && numericNote ? <span className="sr-only"> {numericNote}</span> : null}
            </TableHeaderCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
