import { Download, FileJson } from 'lucide-react';

import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useDownloadMyData } from '#client/features/account/api/download-my-data.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { AccountBox } from '#client/features/account/components/account-box.tsx';
import { PendingIcon } from '#client/features/account/components/pending-icon.tsx';

/** The customer's right to a copy of their data (UK GDPR articles 15 and 20), as one file. */
export function MyDataBox() {
  const download = useDownloadMyData();

  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: (filename) =>
        toast({
          title: 'Download ready',
          description: `Saved as ${filename}.`,
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: 'Download failed',
          description: errorMessage(err, 'Your data could not be downloaded. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <AccountBox id="my-data" icon={FileJson} title="Your Data">
      <p className="mt-3 text-sm text-stone-600">
        A copy of everything we hold about you: your profile, orders, invoices, payments, emails and
        sign-ins, as a JSON file.
      </p>
      <Button variant="outline" className="mt-4" onClick={onDownload} disabled={download.isPending}>
        <PendingIcon pending={download.isPending} icon={Download} />
        Download my data
      </Button>
    </AccountBox>
  );
}
