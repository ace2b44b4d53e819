import { useRef, useState, type FormEvent } from 'react';
import { Eraser } from 'lucide-react';

import type { ErasureReport } from '#shared/schemas/data-requests';
import { useEraseDataRequest } from '#client/admin/api/data-requests.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { errorMessage } from '#client/lib/api-client.ts';

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
  const [typed, setTyped] = useState('');
  const erase = useEraseDataRequest();
  const confirmed = sameAddress(typed, email);
  // After an erasure focus goes to its result, not back to the Erase button.
  const erased = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || erase.isPending) return;
    erase.mutate(email, {
      onSuccess: (report) => {
        erased.current = true;
        onErased(report);
      },
    });
  };

  return (
    <DialogContent
      role="alertdialog"
      onEscapeKeyDown={(event) => erase.isPending && event.preventDefault()}
      onInteractOutside={(event) => erase.isPending && event.preventDefault()}
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
      <form id="erase-data-form" className="mt-4" onSubmit={submit} noValidate>
        <Label htmlFor="erase-data-confirmation">Type the email address again to confirm</Label>
        <Input
          id="erase-data-confirmation"
          type="email"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
        {erase.error ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {errorMessage(erase.error, 'The erasure failed. Please try again.')}
          </p>
        ) : null}
      </form>
      <DialogFormFooter
        form="erase-data-form"
        variant="danger"
        disabled={!confirmed}
        busy={erase.isPending}
        submitLabel="Erase permanently"
        busyLabel="Erasing..."
      />
    </DialogContent>
  );
}
