import { useRef, type ChangeEvent } from 'react';
import { Download, Upload } from 'lucide-react';

import type { RegionImportError } from '#shared/schemas/admin-regions';
import { useExportRegions } from '#client/admin/api/export-regions.ts';
import { isCsvFile, useImportRegions } from '#client/admin/api/import-regions.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { exportToasts } from '#client/admin/components/export-toasts.ts';
import { importToast } from '#client/admin/features/regions/import-summary.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { toast } from '#client/components/ui/use-toast.ts';

/** Export the regions as regions-export.csv, or import a .csv file of them. */
export function RegionCsvActions({
  onImportErrors,
}: {
  onImportErrors: (errors: RegionImportError[]) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const exporter = useExportRegions();
  const importer = useImportRegions();

  const exportCsv = () =>
    exporter.mutate(undefined, exportToasts(adminMessages.regionsExportFailed));

  const importCsv = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    if (!isCsvFile(file)) {
      toast({ ...adminMessages.notCsv, variant: 'destructive' });
      return;
    }
    onImportErrors([]);
    importer.mutate(file, {
      onSuccess: (result) => {
        toast(importToast(result));
        onImportErrors(result.results.errors);
      },
      onError: toastFailure(adminMessages.importFailed),
    });
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={exportCsv} disabled={exporter.isPending}>
        <Download aria-hidden className="size-4" />
        {exporter.isPending ? 'Exporting...' : 'Export CSV'}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => fileInput.current?.click()}
        disabled={importer.isPending}
      >
        <Upload aria-hidden className="size-4" />
        {importer.isPending ? 'Importing...' : 'Import CSV'}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv"
        aria-label="CSV file of regions to import"
        tabIndex={-1}
        className="sr-only"
        onChange={importCsv}
      />
    </>
  );
}
