import { useState } from 'react';
import { Trash2 } from 'lucide-react';

import { useDeleteAllRegions } from '#client/admin/api/delete-all-regions.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/** Deletes every region, only after the admin confirms. */
export function DeleteAllRegionsDialog({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteAllRegions();

  const confirm = () =>
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
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} disabled={mutation.isPending}>
            {mutation.isPending ? 'Deleting...' : 'Yes, delete all regions'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
