import type { DialogProps } from '#client/admin/components/form-dialog.tsx';
import { useDeleteDeliveryRound } from '#client/admin/api/delivery-rounds.ts';
import type { DeliveryRoundEntry } from '#shared/schemas/delivery-rounds';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { toast } from '#client/components/ui/use-toast.ts';

/** Asks before a round goes: its areas lose those days until another round serves them. */
export function DeleteRoundDialog({
  round,
  onOpenChange,
}: { round: DeliveryRoundEntry } & DialogProps) {
  const mutation = useDeleteDeliveryRound();

  function confirm(): void {
    mutation.mutate(round.id, {
      onSuccess: ({ message }) => {
        toast({ title: 'Round deleted', description: message, variant: 'success' });
        onOpenChange(false);
      },
      onError: toastFailure({ title: 'Round not deleted', fallback: 'Failed to delete the round' }),
    });
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete {round.name}?</DialogTitle>
        <DialogDescription>
          {round.areas.join(', ')} will have no delivery on this round's days until another round
          serves them; its own closed days go too. Orders already placed keep their dates.
        </DialogDescription>
        <DialogFormFooter
          variant="danger"
          submitLabel="Yes, delete the round"
          busy={mutation.isPending}
          busyLabel="Deleting..."
          onConfirm={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}
