import { LoaderCircle, type LucideIcon } from 'lucide-react';

import { Button } from '#client/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '#client/components/ui/dialog.tsx';
import { errorMessage } from '#client/lib/api-client.ts';

/**
 * The end of an account dialog's form: what went wrong, then the way out and the submit. While
 * the request runs neither can be pressed again, and the submit's icon turns to a spinner.
 */
export function ConfirmFooter({
  keepLabel,
  submitLabel,
  icon: Icon,
  pending,
  error,
  fallback,
  variant = 'danger',
  disabled = false,
  submitClassName,
}: {
  keepLabel: string;
  submitLabel: string;
  icon: LucideIcon;
  pending: boolean;
  /** The last send's failure, said with the server's words or `fallback`. */
  error: unknown;
  fallback: string;
  variant?: 'danger' | 'primary';
  disabled?: boolean;
  submitClassName?: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {errorMessage(error, fallback)}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {keepLabel}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant={variant}
          disabled={disabled || pending}
          className={submitClassName}
        >
          {pending ? (
            <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin" />
          ) : (
            <Icon aria-hidden className="size-5 shrink-0" />
          )}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
