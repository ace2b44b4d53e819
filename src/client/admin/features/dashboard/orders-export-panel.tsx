import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';

import { firstOfMonth, londonDay } from '#domain/london-calendar';
import { ExportRangeSchema, type ExportRange } from '#shared/schemas/orders-export';
import {
  useDownloadExport,
  useVatSummary,
  type ExportFile,
} from '#client/admin/api/export-orders.ts';
import { VatSummaryTable } from '#client/admin/features/dashboard/vat-summary-table.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/** Orders of a date range for the accountant: the orders CSV, the VAT summary and its CSV. */
export function OrdersExportPanel() {
  const today = londonDay(new Date());
  const [draft, setDraft] = useState<ExportRange>({ from: firstOfMonth(today), to: today });
  const [shown, setShown] = useState<ExportRange | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const summary = useVatSummary(shown);
  const download = useDownloadExport();

  /** The range as typed, or null with the reason shown beside the form. */
  const checkedRange = (): ExportRange | null => {
    const parsed = ExportRangeSchema.safeParse(draft);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid dates'));
    return parsed.success ? parsed.data : null;
  };

  const showSummary = (event: FormEvent) => {
    event.preventDefault();
    setShown(checkedRange());
  };

  const save = (file: ExportFile) => {
    const range = checkedRange();
    if (!range) return;
    download.mutate(
      { file, range },
      {
        onSuccess: (filename) =>
          toast({
            title: 'Export Complete',
            description: `Saved as ${filename}.`,
            variant: 'success',
          }),
        onError: (err) =>
          toast({
            title: 'Export Failed',
            description: errorMessage(err, 'The export could not be made. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

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
      <form onSubmit={showSummary} className="flex flex-wrap items-end gap-3" noValidate>
        <div>
          <Label htmlFor="export-from">From</Label>
          <Input
            id="export-from"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'export-problem' : undefined}
          />
        </div>
        <div>
          <Label htmlFor="export-to">To</Label>
          <Input
            id="export-to"
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'export-problem' : undefined}
          />
        </div>
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
      {problem ? (
        <p id="export-problem" role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
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
