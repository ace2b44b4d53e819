import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

import { TableBody, TableCell, TableRow } from '#client/components/ui/table.tsx';

/** One full-width row that says the list is loading, failed or empty. */
function TableMessage({
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

/**
 * The body of a back-office list: a row per item (each with its key), or the one row that
 * says the list failed, is loading or is empty ('No <noun> found.' unless `empty` says more).
 */
export function ListTableBody<Item>({
  items,
  isLoading,
  error,
  columns,
  noun,
  empty,
  children: row,
}: {
  items: Item[] | undefined;
  isLoading: boolean;
  error: Error | null;
  columns: number;
  noun: string;
  empty?: ReactNode;
  children: (item: Item) => ReactNode;
}) {
  let body: ReactNode;
  if (error) {
    body = (
      <TableMessage colSpan={columns}>
        Could not load {noun}: {error.message}
      </TableMessage>
    );
  } else if (isLoading || !items) {
    body = (
      <TableMessage colSpan={columns} loading>
        Loading {noun}…
      </TableMessage>
    );
  } else if (items.length === 0) {
    body = <TableMessage colSpan={columns}>{empty ?? `No ${noun} found.`}</TableMessage>;
  } else {
    body = items.map(row);
  }
  return <TableBody>{body}</TableBody>;
}
