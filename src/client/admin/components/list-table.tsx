import type { ReactNode } from 'react';

import { ColumnHeads } from '#client/admin/components/column-heads.tsx';
import { denseTable } from '#client/admin/components/dense-table.ts';
import { ListTableBody } from '#client/admin/components/list-table-body.tsx';
import { Table } from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';

interface ListTableProps<Item> {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  /** The columns of amounts and counts, aligned right like their cells. */
  numericColumns?: readonly string[];
  /** A header cell before the named columns, such as a checkbox that selects every row. */
  leadingHeader?: ReactNode;
  /** Each row becomes a labelled card on a phone (its cells need `data-label`). */
  cardsOnPhone?: boolean;
  items: Item[] | undefined;
  isLoading: boolean;
  error: Error | null;
  noun: string;
  empty?: ReactNode;
  children: (item: Item) => ReactNode;
}

/** A back-office list: a dense table headed by its columns, a row per item. */
export function ListTable<Item>({
  label,
  columns,
  numericColumns,
  leadingHeader,
  cardsOnPhone,
  children: row,
  ...body
}: ListTableProps<Item>) {
  return (
    <Table label={label} className={cn(denseTable, cardsOnPhone && 'cards-on-phone')}>
      <ColumnHeads
        columns={columns}
        numericColumns={numericColumns}
        leadingHeader={leadingHeader}
      />
      <ListTableBody {...body} columns={columns.length + (leadingHeader ? 1 : 0)}>
        {row}
      </ListTableBody>
    </Table>
  );
}
