import { useDeferredValue, useState } from 'react';

import { filterRegions } from '#domain/region-filter';
import type { RegionImportError } from '#shared/schemas/admin-regions';
import type { Region } from '#shared/schemas/regions';
import { whenClosed } from '#client/admin/components/form-dialog.tsx';
import { useRegions } from '#client/lib/use-regions.ts';
import { SearchInput } from '#client/admin/components/search-input.tsx';
import { TabHeader } from '#client/admin/components/tab-header.tsx';
import { DeleteAllRegionsDialog } from '#client/admin/features/regions/delete-all-regions-dialog.tsx';
import { EditRegionDialog } from '#client/admin/features/regions/edit-region-dialog.tsx';
import { ImportErrors } from '#client/admin/features/regions/import-errors.tsx';
import { RegionCsvActions } from '#client/admin/features/regions/region-csv-actions.tsx';
import { RegionsTable } from '#client/admin/features/regions/regions-table.tsx';

/** Regional prices: filter and edit the regions, CSV export and import; delete all apart. */
export function RegionsTab() {
  const { data: regions, isLoading, error } = useRegions();
  const [editing, setEditing] = useState<Region | null>(null);
  const [importErrors, setImportErrors] = useState<RegionImportError[]>([]);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = regions ? filterRegions(regions, deferredQuery) : undefined;
  const enabled = regions?.filter((region) => region.enabled).length ?? 0;
  const filtering = deferredQuery.trim() !== '';

  return (
    <div className="grid gap-4">
      <TabHeader
        title="Regional Pricing"
        description={
          regions
            ? `${regions.length} regions, ${enabled} enabled. Prices per tonne excluding VAT, delivery included.`
            : 'Prices per tonne excluding VAT, delivery included.'
        }
        actions={<RegionCsvActions onImportErrors={setImportErrors} />}
      />
      {importErrors.length > 0 ? (
        <ImportErrors errors={importErrors} onDismiss={() => setImportErrors([])} />
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchInput
          id="region-filter"
          label="Filter regions"
          placeholder="Name, country or postcode"
          value={query}
          onChange={setQuery}
        />
        <p role="status" className="text-sm text-stone-600">
          {regions && filtering ? `${shown?.length ?? 0} of ${regions.length} regions` : null}
        </p>
      </div>
      <RegionsTable
        regions={shown}
        isLoading={isLoading}
        error={error}
        empty={
          filtering
            ? `No region matches "${deferredQuery.trim()}".`
            : 'No regions. Import a CSV file to add them.'
        }
        onEdit={setEditing}
      />
      <section
        aria-labelledby="regions-danger-heading"
        className="mt-4 grid gap-3 rounded-xl border border-red-200 bg-red-50/60 p-4 sm:flex sm:items-center sm:justify-between"
      >
        <div>
          <h3 id="regions-danger-heading" className="font-bold text-red-900">
            Danger zone
          </h3>
          <p className="mt-0.5 text-sm text-red-900">
            Deleting every region stops the shop pricing postcodes and taking orders until regions
            are imported again.
          </p>
        </div>
        <DeleteAllRegionsDialog disabled={!regions || regions.length === 0} />
      </section>
      {editing ? (
        <EditRegionDialog region={editing} onOpenChange={whenClosed(() => setEditing(null))} />
      ) : null}
    </div>
  );
}
