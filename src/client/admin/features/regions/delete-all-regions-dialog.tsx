import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Trash2 } from 'lucide-react';

import * as endpoints from '#shared/api/regions-admin';
import { invalidateRegions } from '#client/admin/api/invalidate-regions.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/** What the admin types to confirm: a deliberate act, not a reflex click on a dialog. */
export const DELETE_CONFIRMATION = 'DELETE';

/** Deletes every region, only after the admin confirms by typing DELETE. */
export function DeleteAllRegionsDialog({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm" disabled={disabled}>
          <Trash2 aria-hidden className="size-4" />
          Delete all regions
        </Button>
      </DialogTrigger>
      {/* Mounted only while open, so every deletion starts with an empty confirmation. */}
      {open ? <DeleteAllRegionsForm onDeleted={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function DeleteAllRegionsForm({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const sending = useEndpointForm({
    endpoint: endpoints.deleteAllRegions,
    schema: () => import('zod').then(({ z }) => z.object({ typed: z.string() })),
    defaultValues: { typed: '' },
    request: ({ typed }) => typed === DELETE_CONFIRMATION && {},
    success: adminMessages.regionsDeleted,
    failure: adminMessages.deleteFailed,
    onSuccess: onDeleted,
    onSettled: () => void invalidateRegions(queryClient),
  });
  const { form } = sending;
  const confirmed = useWatch({ control: form.control, name: 'typed' }) === DELETE_CONFIRMATION;

  return (
    <DialogContent role="alertdialog">
      <DialogTitle>Delete all regions?</DialogTitle>
      <DialogDescription>
        Every region and its prices will be removed. Until regions are imported again, no postcode
        can be priced and the shop cannot take orders. This cannot be undone; export a CSV first to
        keep a copy.
      </DialogDescription>
      <form
        id="delete-all-regions-form"
        className="mt-4"
        onSubmit={(event) => void sending.onSubmit(event)}
      >
        <TextField
          id="delete-all-regions-confirmation"
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          registration={form.register('typed')}
        />
      </form>
      <DialogFormFooter
        form="delete-all-regions-form"
        variant="danger"
        disabled={!confirmed}
        busy={sending.isPending}
        submitLabel="Yes, delete all regions"
        busyLabel="Deleting..."
      />
    </DialogContent>
  );
}
