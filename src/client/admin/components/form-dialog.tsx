import type { BaseSyntheticEvent, ReactNode } from 'react';

import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import {
  scrollingDialog,
  scrollingDialogBody,
  scrollingDialogFooter,
} from '#client/admin/components/scrolling-dialog.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';

/** A back-office dialog's own prop: it tells its opener when it closes. */
export interface DialogProps {
  onOpenChange: (open: boolean) => void;
}

/** An onOpenChange that runs `close` once the dialog closes (it never opens itself). */
export const whenClosed =
  (close: () => void) =>
  (open: boolean): void => {
    if (!open) close();
  };

interface FormDialogProps extends DialogProps {
  title: ReactNode;
  description: ReactNode;
  /** The form's send (useEndpointForm): its submit, its wait and its failure. */
  sending: {
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
    isPending: boolean;
    error: unknown;
  };
  /** A failure no field shows, said under the fields: its id and text without a server message. */
  failure?: { id: string; fallback: string };
  submitLabel: string;
  busyLabel?: string;
  /** DialogContent's width, e.g. 'sm:max-w-lg'. */
  width: string;
  /** The fields' grid, e.g. 'sm:grid-cols-2'. */
  bodyClassName?: string;
  children: ReactNode;
}

/** A back-office dialog that is one form: title, fields that scroll, Cancel and submit. */
export function FormDialog({
  title,
  description,
  onOpenChange,
  sending,
  failure,
  submitLabel,
  busyLabel,
  width,
  bodyClassName,
  children,
}: FormDialogProps) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className={cn(scrollingDialog, width)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form
          noValidate
          onSubmit={(event) => void sending.onSubmit(event)}
          className="flex min-h-0 flex-col"
        >
          <div className={cn(scrollingDialogBody, 'grid gap-4', bodyClassName)}>
            {children}
            {failure && sending.error ? (
              <FieldError id={failure.id} className="col-span-full">
                {errorMessage(sending.error, failure.fallback)}
              </FieldError>
            ) : null}
          </div>
          <DialogFormFooter
            submitLabel={submitLabel}
            busy={sending.isPending}
            busyLabel={busyLabel}
            className={scrollingDialogFooter}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
