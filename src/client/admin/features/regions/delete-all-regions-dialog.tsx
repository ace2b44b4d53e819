import { useState } from 'react';
import { Trash2 } from 'lucide-react';

import { useDeleteAllRegions } from '#client/admin/api/delete-all-regions.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/** What the admin types to confirm: a deliberate act, not a reflex click on a dialog. */
export const DELETE_CONFIRMATION = 'DELETE';

/** Deletes every region, only after the admin confirms by typing DELETE. */
export function DeleteAllRegionsDialog({ disabled }: { disabled: boolean }) {
  const [open, setOpenState] = useState(false);
  const [typed, setTyped] = useState('');
  const mutation = useDeleteAllRegions();
  const confirmed = typed === DELETE_CONFIRMATION;

  function setOpen(next: boolean): void {
    setTyped('');
    setOpenState(next);
  }

  function confirm(): void {
    if (!confirmed) return;
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast({ ...adminMessages.regionsDeleted, variant: 'success' });
        setOpen(false);
      },
      onError: (err) =>
        toast({
          title: adminMessages.deleteFailed.title,
          description: errorMessage(err, adminMessages.deleteFailed.fallback),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm" disabled={disabled}>
          <Trash2 aria-hidden className="size-4" />
          Delete all regions
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete all regions?</DialogTitle>
        <DialogDescription>
          Every region and its prices will be removed. Until regions are imported again, no postcode
          can be priced and the shop cannot take orders. This cannot be undone; export a CSV first
          to keep a copy.
        </DialogDescription>
        <form
          id="delete-all-regions-form"
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Label htmlFor="delete-all-regions-confirmation">
            Type {DELETE_CONFIRMATION} to confirm
          </Label>
          <Input
            id="delete-all-regions-confirmation"
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </form>
        <DialogFormFooter
          form="delete-all-regions-form"
          variant="danger"
          disabled={!confirmed}
          busy={mutation.isPending}
          submitLabel="Yes, delete all regions"
          busyLabel="Deleting..."
        />
      </DialogContent>
    </Dialog>
  );
}
