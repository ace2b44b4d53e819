import { Button } from '#client/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '#client/components/ui/dialog.tsx';

export interface DialogFormFooterProps {
  submitLabel: string;
  /** For a dialog without a form: what the submit button does. */
  onConfirm?: () => void;
  cancelLabel?: string;
  /** While true the submit button is disabled and says `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  /** The form's id, when the footer stands outside the form it submits. */
  form?: string;
  /** 'danger' for a change that cannot be undone. */
  variant?: 'primary' | 'danger';
  /** Not ready to submit yet (a confirmation not typed); Cancel still works. */
  disabled?: boolean;
  className?: string;
}

/** A dialog form's Cancel, which closes the dialog, and its submit button. */
export function DialogFormFooter({
  submitLabel,
  onConfirm,
  cancelLabel = 'Cancel',
  busy = false,
  busyLabel = 'Saving...',
  form,
  variant = 'primary',
  disabled = false,
  className,
}: DialogFormFooterProps) {
  return (
    <DialogFooter className={className}>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type="submit"
        form={form}
        variant={variant}
        disabled={disabled || busy}
        onClick={onConfirm}
      >
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
