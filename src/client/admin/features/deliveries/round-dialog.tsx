import { useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/delivery-rounds-admin';
import type { DeliveryRoundEntry } from '#shared/schemas/delivery-rounds';
import { deliveryRoundsKey } from '#client/admin/api/delivery-rounds.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { bindField } from '#client/admin/components/bind-field.ts';
import { WEEKDAYS, roundFormDefaults } from '#client/admin/features/deliveries/round-form.ts';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { CheckboxField } from '#client/components/ui/form-kit.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/** Adds a round (round null) or edits one; the server's refusals show beside their fields. */
export function RoundDialog({
  round,
  onOpenChange,
}: { round: DeliveryRoundEntry | null } & DialogProps) {
  const queryClient = useQueryClient();
  const sending = useEndpointForm({
    endpoint: round ? endpoints.updateDeliveryRound : endpoints.createDeliveryRound,
    schema: () =>
      import('#client/admin/features/deliveries/round-form.ts').then((m) => m.RoundFormSchema),
    defaultValues: roundFormDefaults(round),
    request: (values) => (round ? { params: { id: round.id }, body: values } : { body: values }),
    success: (saved) => ({ title: 'Round saved', description: `${saved.name} has been saved.` }),
    failure: { title: 'Round not saved', fallback: 'Failed to save the round' },
    onSuccess: () => onOpenChange(false),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: deliveryRoundsKey() }),
  });
  const { form } = sending;
  const errors = form.formState.errors;
  const weekdaysError = errors.weekdays?.message;

  return (
    <FormDialog
      title={round ? `Edit ${round.name}` : 'Add a round'}
      description="The postcode areas or districts a lorry serves on which weekdays. A postcode may have only one round a day."
      onOpenChange={onOpenChange}
      sending={sending}
      submitLabel={round ? 'Save round' : 'Add round'}
      width="sm:max-w-xl"
      bodyClassName="sm:grid-cols-2"
    >
      <TextField id="round-name" label="Name" autoComplete="off" {...bindField(form, 'name')} />
      <TextField id="round-depot" label="Depot" autoComplete="off" {...bindField(form, 'depot')} />
      <TextField
        id="round-areas"
        label="Postcode areas or districts"
        autoComplete="off"
        hint="Separated by commas: DN, HU, LN12. A district's round takes it from its area's."
        className="sm:col-span-2"
        {...bindField(form, 'areas')}
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
                className="size-5 cursor-pointer accent-forest-700"
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
        {...bindField(form, 'capacityTonnes')}
      />
      <TextField
        id="round-lorries"
        label="Lorries"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="A day carries capacity × lorries."
        {...bindField(form, 'lorries')}
      />
      <CheckboxField
        control={form.control}
        name="enabled"
        id="round-enabled"
        label="Enabled: the round runs and takes bookings"
        className="sm:col-span-2"
      />
    </FormDialog>
  );
}
