import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { DeliveryRoundEntry } from '#shared/schemas/delivery-rounds';
import { useSaveDeliveryRound } from '#client/admin/api/delivery-rounds.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import {
  scrollingDialog,
  scrollingDialogBody,
  scrollingDialogFooter,
} from '#client/admin/components/scrolling-dialog.ts';
import { serverFieldErrors } from '#client/admin/components/server-field-errors.ts';
import {
  ROUND_FIELDS,
  RoundFormSchema,
  WEEKDAYS,
  roundFormDefaults,
  toRoundInput,
  type RoundFormInput,
  type RoundFormValues,
} from '#client/admin/features/deliveries/round-form.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

const checkbox = 'size-5 cursor-pointer accent-forest-700';

/** Adds a round (round null) or edits one; the server's refusals show beside their fields. */
export function RoundDialog({
  round,
  onOpenChange,
}: {
  round: DeliveryRoundEntry | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<RoundFormInput, unknown, RoundFormValues>({
    resolver: zodResolver(RoundFormSchema),
    defaultValues: roundFormDefaults(round),
  });
  const mutation = useSaveDeliveryRound();
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync({
        id: round?.id ?? null,
        round: toRoundInput(values),
      });
      toast({
        title: 'Round saved',
        description: `${saved.name} has been saved.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (err) {
      const issues = serverFieldErrors(err);
      const shown = ROUND_FIELDS.filter((field) => {
        const messages = issues.filter((issue) => issue.path === field).map((i) => i.message);
        if (messages.length > 0) form.setError(field, { message: messages.join(' ') });
        return messages.length > 0;
      });
      // What no field can show (a lost session, a server error) goes in a toast.
      if (shown.length === 0) {
        toast({
          title: 'Round not saved',
          description: errorMessage(err, 'Failed to save the round'),
          variant: 'destructive',
        });
      }
    }
  });

  const weekdaysError = errors.weekdays?.message;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className={`${scrollingDialog} sm:max-w-xl`}>
        <DialogTitle>{round ? `Edit ${round.name}` : 'Add a round'}</DialogTitle>
        <DialogDescription>
          The postcode areas or districts a lorry serves on which weekdays. A postcode may have only
          one round a day.
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col">
          <div className={`${scrollingDialogBody} grid gap-4 sm:grid-cols-2`}>
            <TextField
              id="round-name"
              label="Name"
              autoComplete="off"
              registration={form.register('name')}
              error={errors.name?.message}
            />
            <TextField
              id="round-depot"
              label="Depot"
              autoComplete="off"
              registration={form.register('depot')}
              error={errors.depot?.message}
            />
            <TextField
              id="round-areas"
              label="Postcode areas or districts"
              autoComplete="off"
              hint="Separated by commas: DN, HU, LN12. A district's round takes it from its area's."
              className="sm:col-span-2"
              registration={form.register('areas')}
              error={errors.areas?.message}
            />
            <fieldset
              className="sm:col-span-2"
              aria-describedby={weekdaysError ? 'round-weekdays-error' : undefined}
            >
              <legend className="mb-2 text-sm font-semibold text-stone-800">Weekdays</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {WEEKDAYS.map(({ day, name }) => (
                  <label key={day} className="inline-flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      value={String(day)}
                      className={checkbox}
                      {...form.register('weekdays')}
                    />
                    {name}
                  </label>
                ))}
              </div>
              <FieldError id="round-weekdays-error">{weekdaysError}</FieldError>
            </fieldset>
            <TextField
              id="round-capacity"
              label="Capacity per lorry (tonnes)"
              type="number"
              inputMode="decimal"
              min={0.1}
              max={44}
              step={0.1}
              registration={form.register('capacityTonnes')}
              error={errors.capacityTonnes?.message}
            />
            <TextField
              id="round-lorries"
              label="Lorries"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              hint="A day carries capacity × lorries."
              registration={form.register('lorries')}
              error={errors.lorries?.message}
            />
            <div className="flex items-center gap-2 sm:col-span-2">
              <input
                id="round-enabled"
                type="checkbox"
                className={checkbox}
                {...form.register('enabled')}
              />
              <Label htmlFor="round-enabled" className="mb-0">
                Enabled: the round runs and takes bookings
              </Label>
            </div>
          </div>
          <DialogFormFooter
            submitLabel={round ? 'Save round' : 'Add round'}
            busy={form.formState.isSubmitting}
            className={scrollingDialogFooter}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
