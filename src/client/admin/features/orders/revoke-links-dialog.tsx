import * as endpoints from '#shared/api/order-links';
import type { DialogProps } from '#client/admin/components/form-dialog.tsx';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { noFields } from '#client/lib/no-fields.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/**
 * Asks before revoking: the customer's emails stop opening the order's tracking page and
 * invoices, which cannot be undone; only emails sent afterwards carry working links.
 */
export function RevokeLinksDialog({ orderId, onOpenChange }: { orderId: number } & DialogProps) {
  const revoke = useEndpointForm({
    endpoint: endpoints.revokeOrderLinks,
    schema: noFields,
    defaultValues: {},
    request: () => ({ params: { id: orderId } }),
    success: ({ message }) => ({ title: 'Links revoked', description: message }),
    failure: { title: 'Links not revoked', fallback: 'Please try again.' },
    onSuccess: () => onOpenChange(false),
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Revoke links for order #{orderId}?</DialogTitle>
        <DialogDescription>
          Every tracking link and invoice download link sent for this order so far stops working at
          once. This cannot be undone. The customer can still sign in to their account, and emails
          sent from now on carry new links.
        </DialogDescription>
        <form noValidate onSubmit={(event) => void revoke.onSubmit(event)} className="mt-5">
          <DialogFormFooter
            submitLabel="Revoke links"
            busy={revoke.isPending}
            busyLabel="Revoking..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
