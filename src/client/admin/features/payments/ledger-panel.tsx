import { useState } from 'react';

import type { LedgerListFilters, LedgerOrder } from '#shared/schemas/ledger';
import { whenClosed } from '#client/admin/components/form-dialog.tsx';
import { useLedger } from '#client/admin/api/get-ledger.ts';
import { Pagination } from '#client/admin/components/pagination.tsx';
import { useListState } from '#client/admin/components/use-list-state.ts';
import {
  LedgerFilters,
  type LedgerFilterValues,
} from '#client/admin/features/payments/ledger-filters.tsx';
import { LedgerTable, type LedgerAction } from '#client/admin/features/payments/ledger-table.tsx';
import { LedgerTotalsView } from '#client/admin/features/payments/ledger-totals.tsx';
import { RecordEntryDialog } from '#client/admin/features/payments/record-entry-dialog.tsx';
import { WriteOffDialog } from '#client/admin/features/payments/write-off-dialog.tsx';

const NO_FILTERS: LedgerFilterValues = { state: 'all', method: undefined, from: '', to: '' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the server is sent: a half-typed date is left out until it is whole. */
function sentFilters(values: LedgerFilterValues, search: string): LedgerListFilters {
  const from = DAY.test(values.from) ? values.from : undefined;
  const to = DAY.test(values.to) ? values.to : undefined;
  const inOrder = !from || !to || from <= to;
  return {
    state: values.state,
    method: values.method,
    search,
    from: inOrder ? from : undefined,
    to: inOrder ? to : undefined,
  };
}

/** The ledger: orders with money or a balance due, their totals, and money recorded by hand. */
export function LedgerPanel() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = useListState('ledger');
  const { page, pageSize } = list.params;
  const { data, isLoading, isFetching, error } = useLedger({
    ...sentFilters(filters, list.params.search),
    page,
    pageSize,
  });
  const [recording, setRecording] = useState<{ order: LedgerOrder; kind: LedgerAction } | null>(
    null,
  );

  return (
    <div className="grid min-w-0 gap-4">
      <LedgerFilters
        values={filters}
        searchText={list.searchText}
        onSearchChange={list.setSearchText}
        onChange={(values) => {
          setFilters(values);
          list.setPage(1);
        }}
      />
      <LedgerTotalsView totals={data?.totals} updating={isFetching && !isLoading} />
      <LedgerTable
        orders={data?.items}
        isLoading={isLoading}
        error={error}
        onRecord={(order, kind) => setRecording({ order, kind })}
      />
      <Pagination noun="orders" idPrefix="ledger" total={data?.total ?? 0} paging={list} />
      {recording?.kind === 'write_off' ? (
        <WriteOffDialog
          order={recording.order}
          onOpenChange={whenClosed(() => setRecording(null))}
        />
      ) : recording ? (
        <RecordEntryDialog
          order={recording.order}
          kind={recording.kind}
          onOpenChange={whenClosed(() => setRecording(null))}
        />
      ) : null}
    </div>
  );
}
