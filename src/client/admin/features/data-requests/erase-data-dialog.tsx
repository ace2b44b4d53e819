import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Eraser } from 'lucide-react';

import * as endpoints from '#shared/api/data-requests';
import type { ErasureReport } from '#shared/schemas/data-requests';
import { bindField } from '#client/admin/components/bind-field.ts';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

const sameAddress = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * Erases everything held about the looked-up address, once the admin has typed it again: an
 * erasure cannot be undone, so it takes more than a reflex click.
 */
export function EraseDataDialog({
  email,
  disabled,
  onErased,
}: {
  email: string;
  disabled: boolean;
  onErased: (report: ErasureReport) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" disabled={disabled}>
          <Eraser aria-hidden className="size-4" />
          Erase
        </Button>
      </DialogTrigger>
      {/* Mounted only while open, so every erasure starts with an empty confirmation. */}
      {open ? (
        <EraseDataForm
          email={email}
          onErased={(report) => {
            setOpen(false);
            onErased(report);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function EraseDataForm({
  email,
  onErased,
}: {
  email: string;
  onErased: (report: ErasureReport) => void;
}) {
  const queryClient = useQueryClient();
  // After an erasure focus goes to its result, not back to the Erase button.
  const erased = useRef(false);
  const sending = useEndpointForm({
    endpoint: endpoints.eraseDataRequest,
    schema: () => import('#shared/schemas/data-requests').then((m) => m.DataErasureSchema),
    defaultValues: { email: '' },
    request: ({ email: typed }) => sameAddress(typed, email) && { body: { email } },
    onSuccess: (report) => {
      // The erased names and addresses must not linger in the order and customer lists.
      void invalidateOrders(queryClient);
      erased.current = true;
      onErased(report);
    },
  });
  const { form, isPending } = sending;
  const confirmed = sameAddress(useWatch({ control: form.control, name: 'email' }), email);

  return (
    <DialogContent
      role="alertdialog"
      onEscapeKeyDown={(event) => isPending && event.preventDefault()}
      onInteractOutside={(event) => isPending && event.preventDefault()}
      onCloseAutoFocus={(event) => erased.current && event.preventDefault()}
    >
      <DialogTitle>Erase this person&apos;s data?</DialogTitle>
      <DialogDescription>
        The account, its sign-ins and contact messages are deleted, and orders never invoiced lose
        their personal details now. Invoiced orders keep what their invoices show (name, company,
        invoice address) until their retention ends. Nothing is erased while an order is still under
        way, and an erasure cannot be undone.
      </DialogDescription>
      <p className="mt-3 text-sm font-semibold break-all text-stone-900">{email}</p>
      <form
        id="erase-data-form"
        className="mt-4"
        onSubmit={(event) => void sending.onSubmit(event)}
        noValidate
      >
        <TextField
          id="erase-data-confirmation"
          label="Type the email address again to confirm"
          type="email"
          autoComplete="off"
          spellCheck={false}
          {...bindField(form, 'email')}
        />
        <FieldError>
          {sending.error
            ? errorMessage(sending.error, 'The erasure failed. Please try again.')
            : null}
        </FieldError>
      </form>
      <DialogFormFooter
        form="erase-data-form"
        variant="danger"
        disabled={!confirmed}
        busy={isPending}
        submitLabel="Erase permanently"
        busyLabel="Erasing..."
      />
    </DialogContent>
  );
}
