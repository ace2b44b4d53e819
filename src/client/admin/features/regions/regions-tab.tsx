import { useState } from 'react';

import type { RegionImportError } from '#shared/schemas/admin-regions';
import type { Region } from '#shared/schemas/regions';
import { useRegions } from '#client/admin/api/get-regions.ts';
import { TabHeader } from '#client/admin/components/tab-header.tsx';
import { DeleteAllRegionsDialog } from '#client/admin/features/regions/delete-all-regions-dialog.tsx';
import { EditRegionDialog } from '#client/admin/features/regions/edit-region-dialog.tsx';
import { ImportErrors } from '#client/admin/features/regions/import-errors.tsx';
import { RegionCsvActions } from '#client/admin/features/regions/region-csv-actions.tsx';
import { RegionsTable } from '#client/admin/features/regions/regions-table.tsx';

/** Regional prices: the list, editing one region, CSV export and import, and delete all. */
export function RegionsTab() {
  const { data: regions, isLoading, error } = useRegions();
  const [editing, setEditing] = useState<Region | null>(null);
  const [importErrors, setImportErrors] = useState<RegionImportError[]>([]);
  const enabled = regions?.filter((region) => region.enabled).length ?? 0;

  return (
    <div className="grid gap-4">
      <TabHeader
        title="Regional Pricing"
        description={
          regions
            ? `${regions.length} regions, ${enabled} enabled. Prices per tonne excluding VAT, delivery included.`
            : 'Prices per tonne excluding VAT, delivery included.'
        }
        actions={
          <>
            <RegionCsvActions onImportErrors={setImportErrors} />
            <DeleteAllRegionsDialog disabled={!regions || regions.length === 0} />
          </>
        }
      />
      {importErrors.length > 0 ? (
        <ImportErrors errors={importErrors} onDismiss={() => setImportErrors([])} />
      ) : null}
      <RegionsTable regions={regions} isLoading={isLoading} error={error} onEdit={setEditing} />
      {editing ? (
        <EditRegionDialog
          region={editing}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
