import { useState } from 'react';
import { Download, Search } from 'lucide-react';

import type { ErasureReport } from '#shared/schemas/data-requests';
import { bindField } from '#client/admin/components/bind-field.ts';
import { useDownloadDataRequest, useLookUpDataRequest } from '#client/admin/api/data-requests.ts';
import { exportToasts } from '#client/admin/components/export-toasts.ts';
import { DataRequestResult } from '#client/admin/features/data-requests/data-request-result.tsx';
import { EraseDataDialog } from '#client/admin/features/data-requests/erase-data-dialog.tsx';
import { ErasureResult } from '#client/admin/features/data-requests/erasure-result.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';

/**
 * A person's request for their data: everything held about an email address, a customer's or
 * a guest's, the file to send them, and its erasure when they ask for that.
 */
export function DataRequestsPanel() {
  // The last erasure's report, kept beside the fresh look-up that shows what is left.
  const [erased, setErased] = useState<{ email: string; report: ErasureReport } | null>(null);
  const lookUp = useLookUpDataRequest();
  const download = useDownloadDataRequest();
  const form = useSchemaForm({
    schema: () => import('#shared/schemas/data-requests').then((m) => m.DataRequestQuerySchema),
    defaultValues: { email: '' },
  });
  const onLookUp = form.handleSubmit(({ email }) => {
    setErased(null);
    lookUp.mutate(email);
  });

  const onExport = (address: string) =>
    download.mutate(address, exportToasts('The data could not be exported. Please try again.'));

  const onErased = (address: string, report: ErasureReport) => {
    setErased({ email: address, report });
    toast({
      title: 'Data Erased',
      description:
        report.ordersKept.length === 0
          ? `Everything held about ${address} has been erased.`
          : `${address} has been erased; invoiced orders keep what their invoices show for now.`,
      variant: 'success',
    });
    lookUp.mutate(address);
  };

  const found = lookUp.data;
  return (
    <section
      aria-labelledby="data-requests-title"
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4"
    >
      <div>
        <h3 id="data-requests-title" className="font-bold text-stone-900">
          Data requests
        </h3>
        <p className="text-sm text-stone-600">
          Everything held about an email address, an account&apos;s or a guest&apos;s, and the file
          to send the person or, when they ask, its erasure. Each look-up, export and erasure is
          recorded in the audit log.
        </p>
      </div>
      <form
        onSubmit={(event) => void onLookUp(event)}
        className="flex flex-wrap items-end gap-3"
        noValidate
      >
        <TextField
          id="data-request-email"
          label="Email address"
          type="email"
          autoComplete="off"
          className="w-full sm:w-80"
          {...bindField(form, 'email')}
        />
        <Button type="submit" variant="outline" disabled={lookUp.isPending}>
          <Search aria-hidden className="size-4" />
          Look up
        </Button>
      </form>
      {lookUp.error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {errorMessage(lookUp.error, 'The look-up failed. Please try again.')}
        </p>
      ) : null}
      {/* Outside the look-up's block, which empties while the look-up runs again. */}
      {erased ? <ErasureResult email={erased.email} report={erased.report} /> : null}
      {found ? (
        <div className="grid gap-3">
          <div className="flex flex-wrap gap-2" role="group" aria-label="Data request actions">
            <Button onClick={() => onExport(found.email)} disabled={download.isPending}>
              <Download aria-hidden className="size-4" />
              Export
            </Button>
            <EraseDataDialog
              email={found.email}
              disabled={found.records === 0}
              onErased={(report) => onErased(found.email, report)}
            />
          </div>
          <DataRequestResult summary={found} />
        </div>
      ) : null}
    </section>
  );
}
