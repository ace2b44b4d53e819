import type { FormEvent } from 'react';

import { useRevokeOrderLinks } from '#client/admin/api/revoke-order-links.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/**
 * Asks before revoking: the customer's emails stop opening the order's tracking page and
 * invoices, which cannot be undone; only emails sent afterwards carry working links.
 */
export function RevokeLinksDialog({
  orderId,
  onOpenChange,
}: {
  orderId: number;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useRevokeOrderLinks();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(orderId, {
      onSuccess: (answer) => {
        toast({ title: 'Links revoked', description: answer.message, variant: 'success' });
        onOpenChange(false);
      },
      onError: (err) =>
        toast({
          title: 'Links not revoked',
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Revoke links for order #{orderId}?</DialogTitle>
        <DialogDescription>
          Every tracking link and invoice download link sent for this order so far stops working at
          once. This cannot be undone. The customer can still sign in to their account, and emails
          sent from now on carry new links.
        </DialogDescription>
        <form onSubmit={submit} className="mt-5">
          <DialogFormFooter
            submitLabel="Revoke links"
            busy={mutation.isPending}
            busyLabel="Revoking..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
