import { useMemo, useState } from 'react';

import { useAuditLog, useAuditVocabulary } from '#client/admin/api/get-audit-log.ts';
import { Pagination } from '#client/admin/components/pagination.tsx';
import { TabHeader } from '#client/admin/components/tab-header.tsx';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { usePaging } from '#client/admin/components/use-paging.ts';
import {
  AuditFilters,
  type AuditFilterValues,
} from '#client/admin/features/audit/audit-filters.tsx';
import { auditLabels } from '#client/admin/features/audit/audit-labels.ts';
import { AuditTable } from '#client/admin/features/audit/audit-table.tsx';

const NO_FILTERS: AuditFilterValues = {
  area: undefined,
  action: undefined,
  actor: undefined,
  entityText: '',
};

/** The audit log: who did what and when, newest first, filtered and a page at a time. */
export function AuditTab() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const vocabulary = useAuditVocabulary();
  const labels = useMemo(() => auditLabels(vocabulary.data), [vocabulary.data]);
  const typed = useDebouncedValue(filters.entityText.trim());
  // A number the server would refuse is not sent: the list stays unfiltered by record.
  const entityId = /^\d{1,10}$/.test(typed) ? typed : undefined;
  const { data, isLoading, error } = useAuditLog({
    area: filters.area,
    action: filters.action,
    actor: filters.actor,
    entityId,
    page,
    pageSize,
  });

  return (
    <div className="grid gap-4">
      <TabHeader
        title="Audit"
        description="Every sign-in and every change to orders, customers, prices, regions, settings and payments. Entries cannot be changed or deleted."
      />
      <AuditFilters
        values={filters}
        labels={labels}
        onChange={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <AuditTable
        entries={data?.items}
        labels={labels}
        isLoading={isLoading || vocabulary.isLoading}
        error={error ?? vocabulary.error}
      />
      {data?.totalCapped ? (
        <p className="text-sm text-stone-600">
          More than {data.total.toLocaleString('en-GB')} entries match: narrow them with the filters
          above.
        </p>
      ) : null}
      <Pagination noun="entries" idPrefix="audit" total={data?.total ?? 0} paging={paging} />
    </div>
  );
}
