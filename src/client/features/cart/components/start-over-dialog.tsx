import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';

interface StartOverDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked when adding to a cart that already has items (spec section 4). */
export function StartOverDialog({ open, onCancel, onConfirm }: StartOverDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <DialogContent>
        <DialogTitle>Cart Contains Items</DialogTitle>
        <DialogDescription>
          You already have items in the Cart, would you like to start over?
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Yes, Start Over</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
