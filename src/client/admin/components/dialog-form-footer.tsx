import { Button } from '#client/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '#client/components/ui/dialog.tsx';

interface DialogFormFooterProps {
  submitLabel: string;
  /** While true the submit button is disabled and says `busyLabel`. */
  busy: boolean;
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
  busy,
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
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" form={form} variant={variant} disabled={disabled || busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
