import { useState } from 'react';
import { Download } from 'lucide-react';

import { firstOfMonth, londonDay } from '#domain/london-calendar';
import type { ExportRange } from '#shared/schemas/orders-export';
import { bindField } from '#client/admin/components/bind-field.ts';
import {
  useDownloadExport,
  useVatSummary,
  type ExportFile,
} from '#client/admin/api/export-orders.ts';
import { exportToasts } from '#client/admin/components/export-toasts.ts';
import { VatSummaryTable } from '#client/admin/features/dashboard/vat-summary-table.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';

/** Orders of a date range for the accountant: the orders CSV, the VAT summary and its CSV. */
export function OrdersExportPanel() {
  const today = londonDay(new Date());
  const [shown, setShown] = useState<ExportRange | null>(null);
  const summary = useVatSummary(shown);
  const download = useDownloadExport();
  const form = useSchemaForm({
    schema: () => import('#shared/schemas/orders-export').then((m) => m.ExportRangeSchema),
    defaultValues: { from: firstOfMonth(today), to: today },
  });

  const showSummary = form.handleSubmit(setShown, () => setShown(null));

  const save = (file: ExportFile) =>
    void form.handleSubmit((range) =>
      download.mutate(
        { file, range },
        exportToasts('The export could not be made. Please try again.'),
      ),
    )();

  return (
    <section aria-labelledby="export-title" className="grid grid-cols-1 gap-4">
      <div>
        <h3 id="export-title" className="font-bold text-stone-900">
          Orders for the books
        </h3>
        <p className="text-sm text-stone-600">
          Orders placed from one day to another (UK time, both days included, up to two years) as
          CSV, and the VAT summary to check against a VAT return.
        </p>
      </div>
      <form
        onSubmit={(event) => void showSummary(event)}
        className="flex flex-wrap items-end gap-3"
        noValidate
      >
        <TextField id="export-from" label="From" type="date" {...bindField(form, 'from')} />
        <TextField id="export-to" label="To" type="date" {...bindField(form, 'to')} />
        <Button type="submit" variant="outline">
          Show VAT summary
        </Button>
        <Button onClick={() => save('orders')} disabled={download.isPending}>
          <Download aria-hidden className="size-4" />
          Orders CSV
        </Button>
        <Button variant="outline" onClick={() => save('vatSummary')} disabled={download.isPending}>
          <Download aria-hidden className="size-4" />
          VAT summary CSV
        </Button>
      </form>
      {summary.isFetching ? (
        <p role="status" className="text-sm text-stone-600">
          Adding up the VAT…
        </p>
      ) : null}
      {summary.error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {errorMessage(summary.error, 'The VAT summary could not be loaded.')}
        </p>
      ) : null}
      {summary.data && !summary.isFetching ? <VatSummaryTable summary={summary.data} /> : null}
    </section>
  );
}
