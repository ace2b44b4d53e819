import { Download, Mail } from 'lucide-react';

import { invoicePdfUrl } from '#client/admin/api/get-invoices.ts';
import { useResendInvoice } from '#client/admin/api/resend-invoice.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { IconButton } from '#client/admin/components/icon-button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * An invoice's or credit note's PDF to download, and a button that emails it again. `name`
 * says which document ("invoice INV-0001"); `suffix` ends the download's label (" (PDF)").
 */
export function DocumentActions({
  id,
  name,
  suffix = '',
  linkClassName,
}: {
  id: number;
  name: string;
  suffix?: string;
  linkClassName?: string;
}) {
  const resend = useResendInvoice();
  const send = () =>
    resend.mutate(id, {
      onSuccess: (answer) =>
        toast({ title: adminMessages.emailSent, description: answer.message, variant: 'success' }),
      onError: toastFailure(adminMessages.emailFailed),
    });
  return (
    <>
      <a
        href={invoicePdfUrl(id)}
        download
        aria-label={`Download ${name.toLowerCase()}${suffix}`}
        title={`Download ${name}${suffix}`}
        className={cn(
          'inline-flex size-8 items-center justify-center rounded-md border border-stone-300 bg-white text-stone-700 shadow-xs hover:bg-stone-50',
          linkClassName,
        )}
      >
        <Download aria-hidden className="size-4" />
      </a>
      <IconButton
        label={`Email ${name.toLowerCase()} again`}
        onClick={send}
        disabled={resend.isPending}
      >
        <Mail aria-hidden className="size-4" />
      </IconButton>
    </>
  );
}
