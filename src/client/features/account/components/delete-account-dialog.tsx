import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useLocation } from 'wouter';

import * as endpoints from '#shared/api/customers';
import { ERASURE_MESSAGES } from '#shared/erasure-messages';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { paths } from '#client/config/paths.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';
import { forgetSignedIn } from '#client/features/account/api/session-cache.ts';
import { CurrentPasswordField } from '#client/features/account/components/account-fields.tsx';
import { ConfirmFooter } from '#client/features/account/components/confirm-footer.tsx';

const FAILED_FALLBACK = 'Your account could not be deleted. Please try again.';

/** Asks for the password again, then erases the account (the box above opens it). */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  // 400 for a wrong password (said on its field), 409 while an order is under way (said below
  // it); neither changes anything.
  const deletion = useEndpointForm({
    endpoint: endpoints.deleteMyAccount,
    schema: () => import('#shared/schemas/data-requests').then((m) => m.DeleteAccountSchema),
    defaultValues: { password: '' },
    success: { title: 'Account deleted', description: ERASURE_MESSAGES.accountDeleted },
    // The server has already cleared the session cookie: the browser forgets them as on logout.
    onSuccess: () => {
      forgetSignedIn(queryClient);
      navigate(paths.home);
    },
    // A wrong password is the likely slip: it goes back there to be typed again.
    onError: () => form.setFocus('password', { shouldSelect: true }),
  });
  const { form } = deletion;
  const { errors } = form.formState;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        role="alertdialog"
        // While the erasure runs the dialog stays: its answer is shown here or on the home page.
        onEscapeKeyDown={(event) => deletion.isPending && event.preventDefault()}
        onInteractOutside={(event) => deletion.isPending && event.preventDefault()}
      >
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This cannot be undone. An order still under way must be cancelled first: in Order History,
          cancel one not yet confirmed, or ask us to cancel a confirmed one. Enter your password to
          confirm.
        </DialogDescription>
        <ClientForm noValidate onSubmit={(event) => void deletion.onSubmit(event)} className="mt-5">
          <CurrentPasswordField
            id="delete-account-password"
            revealable
            registration={form.register('password')}
            error={errors.password?.message}
          />
          {/* The label is long for a phone: it may wrap there rather than overflow. */}
          <ConfirmFooter
            keepLabel="Cancel"
            submitLabel="Delete my account permanently"
            icon={Trash2}
            pending={deletion.isPending}
            error={deletion.error}
            fallback={FAILED_FALLBACK}
            submitClassName="max-sm:h-auto max-sm:min-h-11 max-sm:py-2 max-sm:text-center max-sm:whitespace-normal"
          />
        </ClientForm>
      </DialogContent>
    </Dialog>
  );
}
