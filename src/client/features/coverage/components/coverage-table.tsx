import type { ReactNode } from 'react';

import {
  Table,
  TableBody,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '#client/components/ui/table.tsx';

interface CoverageTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly { name: string; className?: string }[];
  /** The rows of the body. */
  children: ReactNode;
}

/** A table of the coverage pages (regions, a region's prices) under its section's heading. */
export function CoverageTable({ label, columns, children }: CoverageTableProps) {
  return (
    <div className="mt-4">
      <Table label={label}>
        <TableHead>
          <TableRow>
            {columns.map(({ name, className }) => (
              <TableHeaderCell key={name} scope="col" className={className}>
                {name}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}
