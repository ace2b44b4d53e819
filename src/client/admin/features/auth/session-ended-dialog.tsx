import { Dialog as DialogPrimitive } from 'radix-ui';

import { SignInSteps } from '#client/admin/features/auth/sign-in-steps.tsx';
import { DialogOverlay, DialogTitle } from '#client/components/ui/dialog.tsx';

/**
 * Over the dashboard when the session ended on the server: whatever form was open stays as
 * typed underneath, so after signing in again it can simply be saved. It cannot be dismissed;
 * the only way on is to sign in (or reload for the full gate).
 */
export function SessionEndedDialog({
  open,
  onSignedIn,
}: {
  open: boolean;
  onSignedIn: () => void;
}) {
  return (
    <DialogPrimitive.Root open={open}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <DialogTitle>Your session has ended</DialogTitle>
          {open ? (
            <SignInSteps
              intro="Sign in again to carry on: what you were typing is kept."
              onSignedIn={onSignedIn}
            />
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
