import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

import { TableCell, TableRow } from '#client/components/ui/table.tsx';

/** One full-width row that says the list is loading, failed or empty. */
export function TableMessage({
  colSpan,
  loading,
  children,
}: {
  colSpan: number;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className="text-center text-stone-500">
        <span className="inline-flex items-center gap-2 py-6" role={loading ? 'status' : undefined}>
          {loading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          {children}
        </span>
      </TableCell>
    </TableRow>
  );
}
